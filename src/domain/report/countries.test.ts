import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_NAMES,
  countriesHomeFirst,
  countryFromLanguageTag,
  isCountryCode,
  REPORT_COUNTRIES,
} from './countries.ts';

describe('the countries the report names', () => {
  it('names every country once', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...REPORT_COUNTRIES].sort());
    expect(new Set(Object.values(COUNTRY_NAMES)).size).toBe(REPORT_COUNTRIES.length);
  });

  it('puts the reader’s country first and keeps the usual order for the others', () => {
    expect(countriesHomeFirst('IE')).toEqual([
      'IE',
      'DE',
      'FR',
      'IT',
      'ES',
      'NL',
      'PL',
      'BE',
      'SE',
      'AT',
      'GB',
    ]);
    expect(countriesHomeFirst(null)).toEqual([...REPORT_COUNTRIES]);
    for (const code of REPORT_COUNTRIES)
      expect([...countriesHomeFirst(code)].sort()).toEqual([...REPORT_COUNTRIES].sort());
  });

  it('recognises only its own country codes', () => {
    for (const code of REPORT_COUNTRIES) expect(isCountryCode(code)).toBe(true);
    for (const code of ['US', 'de', 'XX', '', 'DEU']) expect(isCountryCode(code)).toBe(false);
  });
});

describe('guessing the country from the browser language', () => {
  it.each([
    ['de-DE', 'DE'],
    ['de-AT', 'AT'],
    ['nl-BE', 'BE'],
    ['fr-BE', 'BE'],
    ['en-GB', 'GB'],
    ['en-IE', 'IE'],
    ['sv-SE', 'SE'],
  ])('takes the region of %s', (tag, country) => {
    expect(countryFromLanguageTag(tag)).toBe(country);
  });

  it.each([
    ['de', 'DE'],
    ['fr', 'FR'],
    ['it', 'IT'],
    ['pl', 'PL'],
  ])('takes the usual region of a bare language, %s', (tag, country) => {
    expect(countryFromLanguageTag(tag)).toBe(country);
  });

  it.each(['en', 'en-US', 'fr-CA', 'es-419', 'de-CH', '', 'not a tag', '*'])(
    'guesses nothing for %j, whose region is not listed or not known',
    (tag) => {
      expect(countryFromLanguageTag(tag)).toBeNull();
    },
  );
});

describe('the help box and payment page guess, from the tags browsers and people write', () => {
  it.each([
    ['de-DE', 'DE'],
    ['de-AT', 'AT'],
    ['de', 'DE'],
    ['fr-BE', 'BE'],
    ['nl-BE', 'BE'],
    ['nl', 'NL'],
    ['en-IE', 'IE'],
    ['en-GB', 'GB'],
    ['en-UK', 'GB'],
    ['sv-SE', 'SE'],
    ['pl', 'PL'],
    ['it-IT', 'IT'],
    ['es-ES', 'ES'],
    ['fr_FR', 'FR'],
    ['zh-Hant-AT', 'AT'],
  ])('reads %s as %s', (tag, country) => {
    expect(countryFromLanguageTag(tag)).toBe(country);
  });

  it.each([['en'], ['en-US'], ['pt-BR'], [''], [null], [undefined], ['constructor'], ['toString-XX']])(
    'makes no guess for %s',
    (tag) => {
      expect(countryFromLanguageTag(tag)).toBeNull();
    },
  );

  it('returns one of the report countries or nothing, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        const country = countryFromLanguageTag(tag);
        expect(country === null || REPORT_COUNTRIES.includes(country)).toBe(true);
      }),
    );
  });
});
