/** zod's default messages, which the referral form shows although it checks the address without zod. */
export const REQUIRED_MESSAGE = 'Required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email';

/**
 * zod 4's `z.email()` pattern, the rule the server applies to `friendEmail` (inviteFriendSchema), copied so the
 * public referral page does not download zod; friend-email.test.ts keeps the two in agreement.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

export type FriendEmailCheck =
  | { kind: 'empty'; error: typeof REQUIRED_MESSAGE }
  | { kind: 'invalid'; error: typeof INVALID_EMAIL_MESSAGE }
  | { kind: 'valid'; email: string };

/** Empty means nothing is sent; otherwise the address as the server will store it. */
export function checkFriendEmail(raw: string): FriendEmailCheck {
  const email = raw.trim().toLowerCase();
  if (email === '') return { kind: 'empty', error: REQUIRED_MESSAGE };
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { kind: 'invalid', error: INVALID_EMAIL_MESSAGE };
  }
  return { kind: 'valid', email };
}
