import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.ts';

/**
 * Where each language's pages live: English at the root as it always was, every other language under its code
 * (`/de/`, `/de/assessment/asd`). Slugs stay English in every language, so one route table serves them all and a
 * page's address in another language is its code before the same path.
 */

/** The prefix of a language's pages: '' for English, '/de' for German. */
export function languageBase(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** The address of `path` (a path of the route table, '/' for home) in `language`: German's home is '/de/'. */
export function pathIn(language: Language, path: string): string {
  return `${languageBase(language)}${path}`;
}

/**
 * The language an address is in and the route table's path it names: '/de/terms' is German's '/terms', '/de/' and
 * '/de' German's home. Every address outside a language's folder is English, '/dear' included.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const [, first = '', rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  if (isTranslatedLanguage(first)) return { language: first, path: rest === '' ? '/' : rest };
  return { language: 'en', path: pathname };
}

function isTranslatedLanguage(value: string): value is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

/** One entry of a page's `<link rel="alternate" hreflang>` set, and of the sitemap's. */
export type LanguageAlternate = { hreflang: Language | 'x-default'; path: string };

/**
 * The versions of `path` in the languages a visitor can choose, itself included, and `x-default` on the English
 * one (English is where a visitor with none of these languages is best served). One language has no alternates:
 * a set that names only the page itself tells a search engine nothing.
 */
export function languageAlternates(path: string, languages: readonly Language[]): LanguageAlternate[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((language) => ({ hreflang: language, path: pathIn(language, path) })),
    { hreflang: 'x-default', path: pathIn('en', path) },
  ];
}
