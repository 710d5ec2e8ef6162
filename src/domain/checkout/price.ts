import { vatIncluded } from '#messages/locale';
import { formatAmountWithCode, type Locale } from '../locale/locale.ts';

/** The Complete Report, in minor units of its currency (29.99 EUR). */
export const REPORT_PRICE = { amount: 2999, currency: 'EUR' } as const;

/**
 * Prices for buyers are final prices, VAT included, and say so (decision 054): the EU's price indication rules ask
 * for the price a consumer pays, taxes included. In the reader's language (messages `locale`).
 */
export const VAT_INCLUDED = vatIncluded;

/**
 * An amount as a buyer reads it, wherever a price or a paid amount appears: '29.99 EUR incl. VAT'. In the build's
 * language, or in another's when its `locale` messages are given (an e-mail in the order's language).
 */
export function formatBuyerPrice(
  amountMinor: number,
  currency: string,
  words?: { locale: Locale; vatIncluded: string },
): string {
  return `${formatAmountWithCode(amountMinor, currency, words?.locale)} ${words?.vatIncluded ?? vatIncluded}`;
}

/** The Complete Report's amount alone, '29.99 EUR', where a page sets "incl. VAT" apart (the payment page). */
export const REPORT_PRICE_AMOUNT = formatAmountWithCode(REPORT_PRICE.amount, REPORT_PRICE.currency);

/** The Complete Report's price as every page shows it: '29.99 EUR incl. VAT'. */
export const REPORT_PRICE_TEXT = `${REPORT_PRICE_AMOUNT} ${VAT_INCLUDED}`;

/** The price after a percentage discount, never below zero and rounded to whole minor units. */
export function applyDiscount(amountMinor: number, percentage: number): number {
  const clamped = Math.min(100, Math.max(0, percentage));
  return Math.max(0, Math.round((amountMinor * (100 - clamped)) / 100));
}

/** Codes are compared trimmed and without regard to case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
