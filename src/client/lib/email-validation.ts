/** Spec section 5. The same text the server answers with for a bad address (payment and Your data pages). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * zod 4's `z.email()` pattern, the rule the server applies to this field (createCheckoutSessionSchema), copied
 * so the payment page does not download zod; payment-validation.test.ts keeps the two in agreement.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

/** The trimmed address when the server will accept it, otherwise the message to show. */
export function validateEmail(raw: string): { email: string; error: null } | { email: null; error: string } {
  const email = raw.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email)
    ? { email, error: null }
    : { email: null, error: INVALID_EMAIL_MESSAGE };
}
