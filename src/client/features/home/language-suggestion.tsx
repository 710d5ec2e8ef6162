import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { pathIn } from '../../../domain/locale/language-paths.ts';
import { suggestedLanguage } from '../../../domain/locale/language-suggestion.ts';
import type { TranslatedLanguage } from '../../../domain/locale/languages.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { rememberedLanguage, rememberLanguage } from '../../lib/language-choice.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/**
 * The suggestion in the language it suggests, whichever page it shows on: a visitor who reads German best is
 * addressed in German. Forward translations of three short lines; the pages they lead to say how their own
 * texts were translated.
 */
const SUGGESTIONS: Readonly<Record<TranslatedLanguage, { text: string; go: string; stay: string }>> = {
  de: { text: 'Traitscope gibt es auch auf Deutsch.', go: 'Auf Deutsch lesen', stay: 'Nein, danke' },
  fr: { text: 'Traitscope existe aussi en français.', go: 'Lire en français', stay: 'Non, merci' },
  es: { text: 'Traitscope también está en español.', go: 'Leer en español', stay: 'No, gracias' },
  nl: { text: 'Traitscope is er ook in het Nederlands.', go: 'Lees in het Nederlands', stay: 'Nee, bedankt' },
  it: { text: 'Traitscope è disponibile anche in italiano.', go: 'Leggi in italiano', stay: 'No, grazie' },
};

/**
 * A small note above the English home page's first screen for a visitor whose browser prefers a language the site
 * offers: this page in that language, or staying in English. Either answer is remembered, so it is asked once;
 * nothing moves the visitor without their press. Decided in the browser after the page is live (the page's HTML
 * is the same for every visitor), so the server renders nothing here.
 */
export default function LanguageSuggestion() {
  const [language, setLanguage] = useState<TranslatedLanguage | null>(null);
  useEffect(() => {
    setLanguage(
      suggestedLanguage({
        preferred: navigator.languages,
        offered: getSiteConfig().languages,
        remembered: rememberedLanguage(),
      }),
    );
  }, []);
  if (!language) return null;
  const words = SUGGESTIONS[language];
  return (
    <aside lang={language} aria-label={words.text} className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>{words.text}</p>
        <a
          href={pathIn(language, '/')}
          hrefLang={language}
          onClick={() => rememberLanguage(language)}
          className={buttonClasses('primary', 'sm')}
        >
          {words.go}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setLanguage(null);
          }}
          className={buttonClasses('ghost', 'sm')}
        >
          <X aria-hidden="true" className="size-4" />
          {words.stay}
        </button>
      </div>
    </aside>
  );
}
