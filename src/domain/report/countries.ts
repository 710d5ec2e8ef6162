import { countryNames } from '#messages/report-routes';

// The countries the report covers by name, in the order it lists them: the larger EU countries first, then
// Ireland (English-speaking, like many of our readers) and the United Kingdom (outside the EU, but home to
// several of the English-language organisations the report names).
export const REPORT_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'BE', 'SE', 'AT', 'IE', 'GB'] as const;

export type CountryCode = (typeof REPORT_COUNTRIES)[number];

/** The countries' names in the reader's language (messages `report-routes`). */
export const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = countryNames;

/**
 * The report's countries with the reader's own first and the others in the usual order, as the report already
 * lists organisations and routes; the usual order when the country is not known.
 */
export function countriesHomeFirst(home: CountryCode | null): CountryCode[] {
  return home === null ? [...REPORT_COUNTRIES] : [home, ...REPORT_COUNTRIES.filter((code) => code !== home)];
}

export function isCountryCode(value: string): value is CountryCode {
  return (REPORT_COUNTRIES as readonly string[]).includes(value);
}

/**
 * The listed country a browser's language tag points to, as the first guess of the payment page and of the help
 * box: the tag's own region ('de-AT' is Austria), else the region the language is most likely used in ('de' is
 * Germany, 'en' is the United States and so not listed). Underscores and the common 'UK' are read as browsers
 * and people write them. Null when that is not one of the report's countries or the tag is malformed.
 */
export function countryFromLanguageTag(tag: string | null | undefined): CountryCode | null {
  if (!tag) return null;
  try {
    const locale = new Intl.Locale(tag.trim().replaceAll('_', '-').replace(/-UK$/i, '-GB'));
    const region = locale.region ?? locale.maximize().region;
    return region !== undefined && isCountryCode(region) ? region : null;
  } catch {
    return null;
  }
}
