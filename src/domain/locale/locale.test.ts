import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmountWithCode,
  formatDate,
  formatDecimal,
  formatIsoDate,
  formatList,
  formatNumber,
  formatPercent,
  formatPrice,
  formatUtcDay,
  localeTag,
  plural,
} from './locale.ts';

const MOMENT = new Date('2025-03-03T14:05:09Z');

describe('dates in English', () => {
  it('prints every shape as the site always has', () => {
    const utc = (shape: Parameters<typeof formatDate>[1]) => formatDate(MOMENT, shape, { timeZone: 'UTC' });
    expect(utc('dayMonth')).toBe('3 Mar');
    expect(utc('weekdayDate')).toBe('Mon, 3 Mar 2025');
    expect(utc('medium')).toBe('3 Mar 2025');
    expect(utc('long')).toBe('3 March 2025');
    expect(utc('monthYear')).toBe('March 2025');
    expect(utc('time')).toBe('14:05');
    expect(utc('dateTime')).toBe('3 Mar 2025, 14:05');
    expect(utc('dateTimeSeconds')).toBe('3 Mar 2025, 14:05:09');
  });

  it('shows a moment in the time zone it is given', () => {
    expect(formatDate(new Date('2025-03-03T23:30:00Z'), 'long', { timeZone: 'Europe/Brussels' })).toBe(
      '4 March 2025',
    );
  });

  it('shows a calendar day as that day, whatever the zone of the machine', () => {
    expect(formatUtcDay('2025-12-31', 'long')).toBe('31 December 2025');
    expect(formatUtcDay('2026-01-01', 'dayMonth')).toBe('1 Jan');
  });

  it('gives back text that is not a date unchanged', () => {
    expect(formatIsoDate('soon', 'medium')).toBe('soon');
    expect(formatIsoDate('2025-03-03T14:05:09Z', 'medium', { timeZone: 'UTC' })).toBe('3 Mar 2025');
  });
});

describe('numbers in English', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (value) => {
        expect(formatNumber(value).replaceAll(',', '')).toBe(String(value));
      }),
    );
  });

  it('rounds decimals as toFixed does, so the report prints the averages it always printed', () => {
    expect(formatDecimal(1.15, 1)).toBe('1.1');
    expect(formatDecimal(2, 1)).toBe('2.0');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4, noNaN: true }), (value) => {
        expect(formatDecimal(value, 1)).toBe(value.toFixed(1));
      }),
    );
  });

  it('writes any whole percentage with the sign after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        expect(formatPercent(percent)).toBe(`${percent}%`);
      }),
    );
  });
});

describe('prices in English', () => {
  it('prints any amount in cents as euros with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (cents) => {
        const text = formatPrice(cents, 'EUR');
        expect(text).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.slice(1).replaceAll(',', '')) * 100).toBeCloseTo(cents, 0);
      }),
    );
  });

  it('formats in the currency of the record, in any case', () => {
    expect(formatPrice(2999, 'EUR')).toBe('€29.99');
    expect(formatPrice(2999, 'eur')).toBe('€29.99');
    expect(formatPrice(1000, 'usd')).toBe('US$10.00');
    expect(formatPrice(0, 'EUR')).toBe('€0.00');
  });

  it('prints an amount for a buyer with the code after it, any amount in cents', () => {
    expect(formatAmountWithCode(2999, 'eur')).toBe('29.99 EUR');
    expect(formatAmountWithCode(0, 'EUR')).toBe('0.00 EUR');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (cents) => {
        const text = formatAmountWithCode(cents, 'EUR');
        expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} EUR$/);
        expect(Number(text.slice(0, -4).replaceAll(',', '')) * 100).toBeCloseTo(cents, 0);
      }),
    );
  });

  it('rounds to whole units for chart axes', () => {
    expect(formatPrice(3000, 'EUR', { wholeUnits: true })).toBe('€30');
    expect(formatPrice(2999, 'eur', { wholeUnits: true })).toBe('€30');
    expect(formatPrice(0, 'EUR', { wholeUnits: true })).toBe('€0');
    // The whole-unit formatter is cached apart from the exact one.
    expect(formatPrice(2999, 'EUR')).toBe('€29.99');
  });
});

describe('plurals in English', () => {
  const answers = { one: 'answer', other: 'answers' };

  it('uses the singular for exactly one and the plural for any other count', () => {
    expect(plural(1, answers)).toBe('answer');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }).filter((count) => count !== 1),
        (count) => {
          expect(plural(count, answers)).toBe('answers');
        },
      ),
    );
  });

  it('falls back to the other form when a category has no words', () => {
    expect(plural(1, { other: 'sheep' })).toBe('sheep');
  });
});

describe('the locale tag', () => {
  it('is British English', () => {
    expect(localeTag()).toBe('en-GB');
  });
});

describe('the other languages', () => {
  const OTHERS = ['de', 'fr', 'es', 'nl', 'it'] as const;

  it("write a date in the language's own long form, the day first", () => {
    const long = (locale: (typeof OTHERS)[number]) => formatDate(MOMENT, 'long', { timeZone: 'UTC', locale });
    expect(OTHERS.map(long)).toEqual([
      '3. März 2025',
      '3 mars 2025',
      '3 de marzo de 2025',
      '3 maart 2025',
      '3 marzo 2025',
    ]);
    expect(formatUtcDay('2025-12-31', 'long', 'de')).toBe('31. Dezember 2025');
  });

  it('print any price for a buyer with a decimal comma and the code after it: 29,99 EUR', () => {
    for (const locale of OTHERS) expect(formatAmountWithCode(2999, 'EUR', locale)).toBe('29,99 EUR');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.constantFrom(...OTHERS), (cents, locale) => {
        const text = formatAmountWithCode(cents, 'EUR', locale);
        expect(text).toMatch(/^\d{1,3}([.\u202f]?\d{3})*,\d{2} EUR$/);
        expect(
          Number(
            text
              .slice(0, -4)
              .replaceAll(/[.\u202f]/g, '')
              .replace(',', '.'),
          ) * 100,
        ).toBeCloseTo(cents, 0);
      }),
    );
  });

  it('round decimals as the English report does, with the decimal comma', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4, noNaN: true }), fc.constantFrom(...OTHERS), (value, locale) => {
        expect(formatDecimal(value, 1, locale)).toBe(value.toFixed(1).replace('.', ','));
      }),
    );
  });

  it("choose plural forms by the language's own rules: French counts nought as one", () => {
    const forms = { one: 'one', other: 'other' };
    expect(plural(0, forms, 'fr')).toBe('one');
    expect(plural(0, forms, 'de')).toBe('other');
    for (const locale of OTHERS) {
      expect(plural(1, forms, locale)).toBe('one');
      expect(plural(2, forms, locale)).toBe('other');
    }
  });

  it('join a list as the language joins it, and English with its own "and"', () => {
    expect(formatList(['English', 'German'], 'en')).toBe('English and German');
    expect(formatList(['Englisch', 'Deutsch'], 'de')).toBe('Englisch und Deutsch');
    expect(formatList(['anglais', 'allemand', 'français'], 'fr')).toBe('anglais, allemand et français');
    expect(formatList(['English'], 'en')).toBe('English');
  });

  it('name each language by its tag for speech and for <html lang>', () => {
    expect(OTHERS.map((locale) => localeTag(locale))).toEqual(['de', 'fr', 'es', 'nl', 'it']);
  });
});
