import { LANGUAGES, type Language, type TranslatedLanguage } from './languages.ts';

/**
 * Which language to suggest on the English home page, if any: the one the visitor chose before (the language
 * cookie), else the first of the browser's preferred languages that the site offers. English, or nothing the site
 * offers, suggests nothing; so does a choice of English, however the browser is set.
 */
export function suggestedLanguage({
  preferred,
  offered,
  remembered,
}: {
  /** The browser's languages, most preferred first (`navigator.languages`: 'de-AT', 'en'). */
  preferred: readonly string[];
  offered: readonly Language[];
  remembered: string | undefined;
}): TranslatedLanguage | null {
  const isOffered = (language: string): language is Language =>
    (LANGUAGES as readonly string[]).includes(language) && (offered as readonly string[]).includes(language);
  if (remembered !== undefined && (LANGUAGES as readonly string[]).includes(remembered)) {
    return remembered !== 'en' && isOffered(remembered) ? (remembered as TranslatedLanguage) : null;
  }
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isOffered(primary)) return primary === 'en' ? null : (primary as TranslatedLanguage);
  }
  return null;
}
