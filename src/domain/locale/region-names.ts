/**
 * Countries' names and the order of names in a locale, from the platform (`Intl.DisplayNames`, `Intl.Collator`).
 * Beside locale.ts rather than in it: every page downloads locale.ts first, and only the pages that list countries
 * need these. Without a locale, the page's own (locale.ts's default).
 */
import { type Locale, localeTag } from './locale.ts';

const names = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

/** A country's name: `regionName('AT')` -> 'Austria', 'Österreich' in German. */
export function regionName(code: string, locale?: Locale): string {
  const tag = localeTag(locale);
  let inLocale = names.get(tag);
  if (!inLocale) {
    inLocale = new Intl.DisplayNames(tag, { type: 'region' });
    names.set(tag, inLocale);
  }
  return inLocale.of(code) ?? code;
}

/** Items in the locale's alphabetical order of their words (Österreich among the Os in German). */
export function sortByText<T>(items: readonly T[], text: (item: T) => string, locale?: Locale): T[] {
  const tag = localeTag(locale);
  let collator = collators.get(tag);
  if (!collator) {
    collator = new Intl.Collator(tag);
    collators.set(tag, collator);
  }
  const inOrder = collator;
  return [...items].sort((a, b) => inOrder.compare(text(a), text(b)));
}
