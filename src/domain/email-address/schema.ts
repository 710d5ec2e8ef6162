import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './email-address.ts';

/**
 * An address in a request: trimmed, then held to the very rule the browser's forms check before they send it,
 * so a form never lets through what the server refuses, nor refuses what it would take.
 */
export function emailAddressSchema(message: string) {
  return z.string().trim().refine(isEmailAddress, message);
}

/** A visitor's or buyer's address (payment, Your data, erasure requests), refused with the payment page's words. */
export const visitorEmailSchema = emailAddressSchema(INVALID_EMAIL_MESSAGE);
