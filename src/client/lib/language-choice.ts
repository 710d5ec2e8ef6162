import type { Language } from '../../domain/locale/languages.ts';

/**
 * The language a visitor chose, with the language switcher or by answering the suggestion on the home page: a
 * strictly necessary cookie (privacy policy, "Cookies and your browser's storage"), read only by this browser's
 * pages so that the site does not suggest another language again. A localised address is never redirected by it.
 */
const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The language this browser chose before, or undefined when it never chose. */
export function rememberedLanguage(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
