/** The Complete Report, in minor units of its currency (29.99 EUR). */
export const REPORT_PRICE = { amount: 2999, currency: 'EUR' } as const;

export const REPORT_PRODUCT_NAME = 'Complete Report';

/**
 * `2999, 'EUR'` -> `€29.99`, always in the record's own currency: the one money format of the site's pages and
 * admin tables. `wholeUnits` rounds to whole units of the currency, for chart axes: `€30`.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: wholeUnits ? 0 : undefined,
  }).format(amountMinor / 100);
}

/** The Complete Report's price as every page shows it: `€29.99`. */
export const REPORT_PRICE_TEXT = formatMoney(REPORT_PRICE.amount, REPORT_PRICE.currency);

/** The price after a percentage discount, never below zero and rounded to whole minor units. */
export function applyDiscount(amountMinor: number, percentage: number): number {
  const clamped = Math.min(100, Math.max(0, percentage));
  return Math.max(0, Math.round((amountMinor * (100 - clamped)) / 100));
}

/** Codes are compared trimmed and without regard to case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
