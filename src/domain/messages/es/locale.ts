/** How numbers, dates and prices read in Spanish ('3 de marzo de 2025', '29,99 EUR IVA incluido'); see ../en/locale.ts. */
import type { Locale } from '../../locale/locale.ts';

export const locale: Locale = 'es';
export const vatIncluded = 'IVA incluido';
