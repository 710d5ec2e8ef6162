import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORT_COUNTRIES } from './countries.ts';
import { CRISIS_LINES, dialable, EU_EMERGENCY, getCountryHelp, guessCountry } from './crisis-lines.ts';

describe('crisis and helpline numbers', () => {
  it('gives every report country at least one line, with a number that can be dialled', () => {
    for (const country of REPORT_COUNTRIES) {
      expect(CRISIS_LINES[country].length, country).toBeGreaterThan(0);
      for (const line of CRISIS_LINES[country]) {
        expect(dialable(line.number), `${country} ${line.service}`).toMatch(/^\d{3,12}$/);
        expect(line.hours.length, line.service).toBeGreaterThan(5);
      }
    }
  });

  it('puts 112 first everywhere, and the UK’s 999 after it', () => {
    for (const country of REPORT_COUNTRIES) {
      expect(getCountryHelp(country).emergency[0]).toBe(EU_EMERGENCY);
    }
    expect(getCountryHelp('GB').emergency.map((entry) => entry.number)).toEqual(['112', '999']);
    expect(getCountryHelp('DE').emergency.map((entry) => entry.number)).toEqual(['112']);
  });

  it('turns a spaced number into digits for a tel: link', () => {
    expect(dialable('0800 111 0 111')).toBe('08001110111');
    expect(dialable('116 123')).toBe('116123');
  });
});

describe('guessing the country from the browser language', () => {
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
    expect(guessCountry(tag)).toBe(country);
  });

  it.each([['en'], ['en-US'], ['pt-BR'], [''], [null], [undefined], ['constructor'], ['toString-XX']])(
    'makes no guess for %s',
    (tag) => {
      expect(guessCountry(tag)).toBeNull();
    },
  );

  it('returns one of the report countries or nothing, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (tag) => {
        const country = guessCountry(tag);
        expect(country === null || REPORT_COUNTRIES.includes(country)).toBe(true);
      }),
    );
  });
});
