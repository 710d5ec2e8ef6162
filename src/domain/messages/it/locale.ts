/** How numbers, dates and prices read in Italian ('3 marzo 2025', '29,99 EUR IVA inclusa'); see ../en/locale.ts. */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'it';
export const vatIncluded = 'IVA inclusa';
