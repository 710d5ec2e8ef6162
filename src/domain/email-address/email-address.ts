/**
 * What counts as an e-mail address, for the server's request schemas (schema.ts beside it) and for the
 * browser's forms alike. No zod here: the public pages that check an address before sending it are close to their
 * download budget (docs/decisions/005-forms-without-react-hook-form.md).
 */

/** The longest address a mail server must accept (RFC 5321's limit on a path, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

// zod 4's `z.email()` pattern: a common, practical rule rather than RFC 5322's, which would let through addresses
// that no mail provider hands out. email-address.test.ts checks that the two agree.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `address`, as it is (callers trim it first), is an address we accept. */
export function isEmailAddress(address: string): boolean {
  return address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address);
}

/** What a form says for an empty field and for anything else that is not an address. */
export type EmailMessages = { readonly empty: string; readonly invalid: string };

/** The payment page's message, for an empty field too; the Your data pages and the admin's erasure form use it. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const VISITOR_EMAIL_MESSAGES: EmailMessages = {
  empty: INVALID_EMAIL_MESSAGE,
  invalid: INVALID_EMAIL_MESSAGE,
};
/** zod's default messages: the referral form and the admin's e-mail tools show them, though they check without zod. */
export const LIBRARY_EMAIL_MESSAGES: EmailMessages = { empty: 'Required', invalid: 'Invalid email' };

export type EmailCheck = { email: string; error: null } | { email: null; error: string };

/** The trimmed address when it is one (the server trims it too), otherwise the message to show. */
export function checkEmailAddress(raw: string, messages: EmailMessages): EmailCheck {
  const email = raw.trim();
  if (email === '') return { email: null, error: messages.empty };
  return isEmailAddress(email) ? { email, error: null } : { email: null, error: messages.invalid };
}
