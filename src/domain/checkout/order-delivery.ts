// Kept apart from schemas.ts so that the payment pages' reply guard (replies.ts) can name it without loading zod.

/**
 * How the report of an order is getting to its buyer, in the words of the return page: `sending` once the
 * e-mail is queued or sent, `email-failed` when it could not be sent, `decided-by-email` for a referral reward
 * (whether its report goes out is told to the address only, decision 030).
 */
export const ORDER_DELIVERIES = ['sending', 'email-failed', 'decided-by-email'] as const;
