import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, normalizeDiscountCode, REPORT_PRICE, REPORT_PRICE_TEXT } from './price.ts';

describe('price', () => {
  it('is 29.99 euro', () => {
    expect(REPORT_PRICE).toEqual({ amount: 2999, currency: 'EUR' });
    expect(REPORT_PRICE_TEXT).toBe('29.99 EUR incl. VAT');
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
