/**
 * How often the report of an order may be sent again. Three resends a day is more than anyone waiting for a
 * delayed e-mail needs; five per address across all its orders keeps an inbox from being flooded by someone
 * who opened several orders with it (decision 010).
 */
export const RESENDS_PER_ORDER = 3;
export const RESENDS_PER_ADDRESS = 5;
export const RESEND_WINDOW_HOURS = 24;
export const RESEND_WINDOW_MS = RESEND_WINDOW_HOURS * 60 * 60 * 1000;
