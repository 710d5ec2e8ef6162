/** The languages Traitscope is being translated into, beside English. */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'nl', 'it'] as const;

export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Every language a result, an order and the comparison's pools are kept in: English and the translations. */
export const LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * Each language named in itself, as a language switcher names it (no flags: a flag is a country, and German is
 * read in Austria as much as in Germany), and in English, as an English sentence names it.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, { inItself: string; inEnglish: string }>> = {
  en: { inItself: 'English', inEnglish: 'English' },
  de: { inItself: 'Deutsch', inEnglish: 'German' },
  fr: { inItself: 'Français', inEnglish: 'French' },
  es: { inItself: 'Español', inEnglish: 'Spanish' },
  nl: { inItself: 'Nederlands', inEnglish: 'Dutch' },
  it: { inItself: 'Italiano', inEnglish: 'Italian' },
};

/**
 * The languages an assessment can be taken in today: all of them. A language joins once every page, every e-mail
 * and the whole report read in it (issue 28, decisions 064-066), so that what a visitor reads is what they get by
 * mail; one being written is served only as a preview (`PREVIEW_LANGUAGES`) until then.
 */
export const OFFERED_LANGUAGES: readonly Language[] = LANGUAGES;
