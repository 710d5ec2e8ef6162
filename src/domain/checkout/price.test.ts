import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, formatMoney, normalizeDiscountCode, REPORT_PRICE } from './price.ts';

describe('price', () => {
  it('is 29.99 euro', () => {
    expect(REPORT_PRICE).toEqual({ amount: 2999, currency: 'EUR' });
    expect(formatMoney(REPORT_PRICE.amount, REPORT_PRICE.currency)).toBe('€29.99');
  });

  it('formats in the currency of the record', () => {
    expect(formatMoney(1000, 'usd')).toBe('US$10.00');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });

  it('rounds to whole units for chart axes', () => {
    expect(formatMoney(3000, 'EUR', { wholeUnits: true })).toBe('€30');
    expect(formatMoney(2999, 'eur', { wholeUnits: true })).toBe('€30');
    expect(formatMoney(0, 'EUR', { wholeUnits: true })).toBe('€0');
  });

  it('discounts stay between zero and the full price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -50, max: 150 }),
        (amount, percent) => {
          const discounted = applyDiscount(amount, percent);
          expect(discounted).toBeGreaterThanOrEqual(0);
          expect(discounted).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(discounted)).toBe(true);
        },
      ),
    );
    expect(applyDiscount(2999, 100)).toBe(0);
    expect(applyDiscount(2999, 0)).toBe(2999);
    expect(applyDiscount(2999, 20)).toBe(2399);
  });

  it('compares codes trimmed and case-insensitively', () => {
    expect(normalizeDiscountCode('  freeReport ')).toBe('FREEREPORT');
  });
});
