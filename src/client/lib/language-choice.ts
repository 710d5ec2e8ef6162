import type { Language } from '../../domain/locale/languages.ts';
import { readCookie, setYearCookie } from './browser-cookies.ts';

/**
 * The language a visitor chose, with the language switcher or by answering the suggestion on the home page: a
 * strictly necessary cookie (privacy policy, "Cookies and your browser's storage"), read only by this browser's
 * pages so that the site does not suggest another language again. A localised address is never redirected by it.
 */
const LANGUAGE_COOKIE = 'language';

export function rememberLanguage(language: Language): void {
  setYearCookie(LANGUAGE_COOKIE, language);
}

/** The language this browser chose before, or undefined when it never chose. */
export function rememberedLanguage(): string | undefined {
  return readCookie(LANGUAGE_COOKIE);
}
