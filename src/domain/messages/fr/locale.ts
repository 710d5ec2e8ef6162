/** How numbers, dates and prices read in French ('3 mars 2025', '29,99 EUR TTC'); see ../en/locale.ts. */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'fr';
export const vatIncluded = 'TTC';
