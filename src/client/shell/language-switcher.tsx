import { ChevronDown } from 'lucide-react';
import { type SyntheticEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as m from '#messages/shell';
import { pathIn } from '../../domain/locale/language-paths.ts';
import { LANGUAGE_NAMES, type Language } from '../../domain/locale/languages.ts';
import { rememberLanguage } from '../lib/language-choice.ts';
import { PAGE_LANGUAGE } from '../lib/page-language.ts';
import { getSiteConfig } from '../lib/site-config.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The same page in each language this site offers, each named in itself (no flags: a flag is a country, and one
 * language is read in several). Plain links: every language is a build of its own, so the move is a page load;
 * the choice is remembered (language-choice.ts). Its own chunk, loaded by the header and the footer only when
 * the site offers more than one language (language-switch.tsx): the links work from the server's HTML before it
 * arrives, and every page's first download stays without it.
 */
function useLanguageLinks(): { language: Language; href: string }[] {
  const [location] = useLocation();
  // The server's HTML is the same for every query: the query joins the links once React has adopted it.
  const currentSearch = useSearch();
  const search = useHydrated() ? currentSearch : '';
  return getSiteConfig().languages.map((language) => ({
    language,
    href: `${pathIn(language, location)}${search ? `?${search}` : ''}`,
  }));
}

function LanguageLink({
  language,
  href,
  className,
}: {
  language: Language;
  href: string;
  className: string;
}) {
  const isCurrent = language === PAGE_LANGUAGE;
  return (
    <a
      href={href}
      hrefLang={language}
      lang={language}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={() => rememberLanguage(language)}
      className={`${className} ${isCurrent ? 'font-semibold text-brand' : ''}`}
    >
      {LANGUAGE_NAMES[language].inItself}
    </a>
  );
}

/**
 * The header's switcher: the page's language, opening the list of the others. The list hangs from the name's right
 * edge, towards the page; where the header has wrapped and the name sits at the left, that would run off the
 * screen, so there it hangs from the left edge instead.
 */
function LanguageMenu() {
  const links = useLanguageLinks();
  const [isLeftAligned, setLeftAligned] = useState(false);
  const alignOnOpen = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const list = details.querySelector('ul');
    if (!details.open || !list) return;
    setLeftAligned(details.getBoundingClientRect().right < list.offsetWidth);
  };
  return (
    <details className="relative" onToggle={alignOnOpen}>
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-soft">
        <span className="sr-only">{m.languageLabel}: </span>
        {LANGUAGE_NAMES[PAGE_LANGUAGE].inItself}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul
        className={`absolute ${isLeftAligned ? 'left-0' : 'right-0'} z-20 mt-1 min-w-40 rounded-lg border border-line bg-surface p-1 shadow-md`}
      >
        {links.map((link) => (
          <li key={link.language}>
            <LanguageLink {...link} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-soft" />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The footer's switcher: every language in a row. */
function LanguageLinks() {
  const links = useLanguageLinks();
  return (
    <nav aria-label={m.languageLabel}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.language}>
            <LanguageLink {...link} className="underline hover:text-brand" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's (`menu`) or the footer's (`links`) switcher. */
export default function LanguageSwitcher({ as }: { as: 'menu' | 'links' }) {
  return as === 'menu' ? <LanguageMenu /> : <LanguageLinks />;
}
