/**
 * How numbers, dates and prices read in English (see shell.ts for how messages are kept): the locale a page's
 * build formats in by default (locale.ts), and the words that say a price includes VAT (decision 054).
 */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'en';
export const vatIncluded = 'incl. VAT';
