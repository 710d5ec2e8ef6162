import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createCheckoutSessionSchema, updateAssessmentEmailSchema } from '../checkout/schemas.ts';
import { sendTestEmailSchema, testEmailFlowSchema } from '../email/schemas.ts';
import { inviteFriendSchema } from '../referrals/rules.ts';
import { adminErasureSchema, correctEmailSchema, requestDataLinkSchema } from '../your-data/schemas.ts';
import { checkEmailAddress, LIBRARY_EMAIL_MESSAGES, VISITOR_EMAIL_MESSAGES } from './email-address.ts';
import { emailAddressSchema } from './schema.ts';

const candidates = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.tuple(fc.emailAddress(), fc.constantFrom(' ', '.', '@', '..', '-', '_')).map(([a, s]) => a + s),
  fc.emailAddress().map((address) => `  ${address.toUpperCase()} `),
);

/** What the server's field answers: the value it keeps, or the message of its first issue. */
function serverAnswer(field: z.ZodType, raw: string) {
  const parsed = field.safeParse(raw);
  return parsed.success
    ? { email: parsed.data, error: null }
    : { email: null, error: parsed.error.issues[0]?.message };
}

describe('emailAddressSchema', () => {
  it('keeps the trimmed address and refuses anything else with its message', () => {
    expect(serverAnswer(emailAddressSchema('Nope'), ' reader@example.org ')).toEqual({
      email: 'reader@example.org',
      error: null,
    });
    expect(serverAnswer(emailAddressSchema('Nope'), 'reader@example')).toEqual({
      email: null,
      error: 'Nope',
    });
  });
});

// The browser checks an address with checkEmailAddress before it sends it: the request schemas must agree with it
// on every input but the empty one, for which a form says its own "empty" message and sends nothing.
describe.each([
  ['create-checkout-session', createCheckoutSessionSchema.shape.email, VISITOR_EMAIL_MESSAGES],
  ['update-assessment-email', updateAssessmentEmailSchema.shape.email, VISITOR_EMAIL_MESSAGES],
  ['your-data link', requestDataLinkSchema.shape.email, VISITOR_EMAIL_MESSAGES],
  ['your-data correction', correctEmailSchema.shape.email, VISITOR_EMAIL_MESSAGES],
  ['admin erasure', adminErasureSchema.shape.email, VISITOR_EMAIL_MESSAGES],
  ['admin test e-mail', sendTestEmailSchema.shape.to, LIBRARY_EMAIL_MESSAGES],
  ['admin test flow', testEmailFlowSchema.shape.email, LIBRARY_EMAIL_MESSAGES],
])('the %s field', (_name, field, messages) => {
  it('answers what the form says, on generated addresses and near-misses', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const check = checkEmailAddress(candidate, messages);
        if (candidate.trim() === '') expect(serverAnswer(field, candidate).error).toBe(messages.invalid);
        else expect(serverAnswer(field, candidate)).toEqual(check);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the referral friendEmail field', () => {
  it('answers what the invitation form says for the address as typed, and keeps it lower-cased', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const check = checkEmailAddress(candidate, LIBRARY_EMAIL_MESSAGES);
        const answer = serverAnswer(inviteFriendSchema.shape.friendEmail, candidate);
        if (candidate.trim() === '') expect(answer.error).toBe('Invalid email');
        else
          expect(answer).toEqual(
            check.email === null ? check : { email: check.email.toLowerCase(), error: null },
          );
      }),
      { numRuns: 500 },
    );
  });

  it('refuses characters that become an address only once lower-cased (the Kelvin sign, U+212A)', () => {
    expect(serverAnswer(inviteFriendSchema.shape.friendEmail, '\u212Aate@example.org')).toEqual({
      email: null,
      error: 'Invalid email',
    });
  });
});
