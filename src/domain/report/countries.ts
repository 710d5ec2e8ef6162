// The countries the report covers by name, in the order it lists them: the larger EU countries first, then
// Ireland (English-speaking, like many of our readers) and the United Kingdom (outside the EU, but home to
// several of the English-language organisations the report names).
export const REPORT_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'BE', 'SE', 'AT', 'IE', 'GB'] as const;

export type CountryCode = (typeof REPORT_COUNTRIES)[number];

export const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  PL: 'Poland',
  BE: 'Belgium',
  SE: 'Sweden',
  AT: 'Austria',
  IE: 'Ireland',
  GB: 'United Kingdom',
};
