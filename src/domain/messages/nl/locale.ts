/** How numbers, dates and prices read in Dutch ('3 maart 2025', '29,99 EUR incl. btw'); see ../en/locale.ts. */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'nl';
export const vatIncluded = 'incl. btw';
