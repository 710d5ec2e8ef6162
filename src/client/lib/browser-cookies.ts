// The two cookies the pages themselves write, both strictly necessary and listed in the privacy policy: that a cookie
// choice was made (consent.ts, so the server sends the next page without the banner) and the language chosen
// (language-choice.ts). Plain `document.cookie`: the Cookie Store API is not in every browser.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps `name=value` for a year, for every page of the site, sent along with same-site requests only. */
export function setYearCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The value of the cookie `name` this page can read, or undefined when there is none. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
