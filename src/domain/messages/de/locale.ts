/** How numbers, dates and prices read in German ('3. März 2025', '29,99 EUR inkl. MwSt.'); see ../en/locale.ts. */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'de';
export const vatIncluded = 'inkl. MwSt.';
