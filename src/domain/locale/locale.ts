/**
 * Every date, number, percentage and price the site prints, and every word that follows a count, goes through this
 * module: the pages (prerendered and in the browser), the Complete Report, the e-mails and the admin tables. A
 * locale is one argument, so that adding a language is a row in `LOCALE_TAGS`, not a hunt through the features.
 * A unit test (`locale-boundary.test.ts`) keeps locale tags and hand-made formatters out of every other file.
 */

import { locale as buildLocale } from '#messages/locale';
import type { Language } from './languages.ts';

/**
 * The languages the site is written or being translated in. English uses British conventions: '3 March 2025',
 * '14:05', '1,234'. The others use their language's own, the same in every country that speaks it (German in
 * Austria as in Germany): '3. März 2025', '29,99 EUR'.
 */
export type Locale = Language;

/**
 * Where no locale is given: a page's build formats in its own language (messages `locale`, imported as the build's
 * language, see vite.config.ts), the server and the tests in English. What writes for a particular reader on the
 * server (an e-mail, the report) passes that reader's locale.
 */
const DEFAULT_LOCALE: Locale = buildLocale;

const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  de: 'de',
  fr: 'fr',
  es: 'es',
  nl: 'nl',
  it: 'it',
};

/** The BCP 47 tag of a locale, for what speaks or reads it (a speech voice's language). */
export function localeTag(locale: Locale = DEFAULT_LOCALE): string {
  return LOCALE_TAGS[locale];
}

/** Every date shape the site prints; the comments show it in English. */
const DATE_SHAPES = {
  /** '3 Mar' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 'Mon, 3 Mar 2025' */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** '3 Mar 2025' */
  medium: { dateStyle: 'medium' },
  /** '3 March 2025' */
  long: { dateStyle: 'long' },
  /** 'March 2025' */
  monthYear: { month: 'long', year: 'numeric' },
  /** '14:05' */
  time: { timeStyle: 'short' },
  /** '3 Mar 2025, 14:05' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '3 Mar 2025, 14:05:09' */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof DATE_SHAPES;

type DateOptions = {
  /** An IANA zone such as 'UTC' or 'Europe/Brussels'; without one, the zone of whoever runs the code (the reader's browser). */
  timeZone?: string;
  locale?: Locale;
};

// Building an Intl formatter costs far more than using one (it loads the locale's data), and tables and charts
// format hundreds of values per render: each formatter is built once per locale and options, then reused.
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, build: () => T): T {
  const found = formatters.get(key);
  if (found) return found as T;
  const made = build();
  formatters.set(key, made);
  return made;
}

/** A moment in the given shape: `formatDate(date, 'long')` -> '3 March 2025'. */
export function formatDate(
  date: Date,
  shape: DateShape,
  { timeZone, locale = DEFAULT_LOCALE }: DateOptions = {},
) {
  const formatter = cached(
    `date|${locale}|${shape}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_SHAPES[shape], timeZone }),
  );
  return formatter.format(date);
}

/**
 * A calendar day written as `YYYY-MM-DD` (a share link's date, a count's day, a fact's check), shown as that same
 * day wherever the reader is: it is read and printed in UTC. `formatUtcDay('2025-03-03', 'dayMonth')` -> '3 Mar'.
 */
export function formatUtcDay(day: string, shape: DateShape, locale: Locale = DEFAULT_LOCALE): string {
  return formatDate(new Date(`${day}T00:00:00Z`), shape, { timeZone: 'UTC', locale });
}

/** An ISO time in the given shape, or the text itself when it is not a date (admin tables show what they got). */
export function formatIsoDate(iso: string, shape: DateShape, options: DateOptions = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, shape, options);
}

function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number|${locale}|${key}`, () => new Intl.NumberFormat(LOCALE_TAGS[locale], options));
}

/** A count or measure with the locale's grouping: 1234 -> '1,234'. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, 'plain', {}).format(value);
}

/**
 * A number with exactly `digits` decimals, rounded as `toFixed` rounds (the binary value, so 1.15 -> '1.1'), as the
 * report always printed its averages; only the separators are the locale's.
 */
export function formatDecimal(value: number, digits: number, locale: Locale = DEFAULT_LOCALE): string {
  const rounded = Number(value.toFixed(digits));
  return numberFormat(locale, `decimal-${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
}

/** A percentage given in percent (not as a fraction): 42 -> '42%'. */
export function formatPercent(percent: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, 'percent', { style: 'unit', unit: 'percent' }).format(percent);
}

/**
 * An amount in minor units (cents), always in the record's own currency: `2999, 'EUR'` -> '€29.99'. `wholeUnits`
 * rounds to whole units of the currency, for chart axes: '€30'.
 */
export function formatPrice(
  amountMinor: number,
  currency: string,
  { wholeUnits = false, locale = DEFAULT_LOCALE }: { wholeUnits?: boolean; locale?: Locale } = {},
): string {
  const code = currency.toUpperCase();
  return numberFormat(locale, `price-${code}-${wholeUnits}`, {
    style: 'currency',
    currency: code,
    maximumFractionDigits: wholeUnits ? 0 : undefined,
  }).format(amountMinor / 100);
}

/**
 * An amount for a buyer, with the currency's code after it as price labels in Europe write it: `2999, 'EUR'` ->
 * '29.99 EUR' ('29,99 EUR' in German, French, Spanish, Dutch and Italian). The currency's own number of decimals.
 */
export function formatAmountWithCode(
  amountMinor: number,
  currency: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const code = currency.toUpperCase();
  const parts = numberFormat(locale, `price-code-${code}`, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'code',
  }).formatToParts(amountMinor / 100);
  const amount = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${amount} ${code}`;
}

/** "English and German", "Englisch und Deutsch": a list of names joined as the locale joins them. */
export function formatList(items: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const format = cached(
    `list|${locale}`,
    () => new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }),
  );
  return format.format(items);
}

/** The words for a count, one per plural category the locale has; `other` is the one every locale has. */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

/** The form that goes with `count` under the locale's plural rules: `plural(1, { one: 'answer', other: 'answers' })`. */
export function plural(count: number, forms: PluralForms, locale: Locale = DEFAULT_LOCALE): string {
  const rules = cached(`plural|${locale}`, () => new Intl.PluralRules(LOCALE_TAGS[locale]));
  return forms[rules.select(count)] ?? forms.other;
}

/**
 * "12 months", "1 month", "90 days": how the English privacy policy words a retention period. English words only:
 * other languages decline the unit around it ("12 Monate lang", "nach 12 Monaten"), so their legal texts word
 * periods themselves with `plural`. Here, not beside the periods: the site's settings (in every page's first
 * download) import the periods, and nothing of this module need follow.
 */
export function describePeriod(
  count: number,
  unit: 'month' | 'day',
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${count} ${plural(count, { one: unit, other: `${unit}s` }, locale)}`;
}
