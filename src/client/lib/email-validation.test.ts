import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCheckoutSessionSchema } from '../../domain/checkout/schemas.ts';
import { INVALID_EMAIL_MESSAGE, validateEmail } from './email-validation.ts';

const acceptedByServer = (email: string) => createCheckoutSessionSchema.shape.email.safeParse(email).success;

describe('validateEmail', () => {
  it('accepts an address and trims the spaces around it', () => {
    expect(validateEmail('  reader@example.org ')).toEqual({ email: 'reader@example.org', error: null });
  });

  it.each([
    '',
    '   ',
    'reader',
    'reader@',
    '@example.org',
    'reader@example',
    'two@@example.org',
    'a b@example.org',
  ])('refuses %j with the spec message', (raw) => {
    expect(validateEmail(raw)).toEqual({ email: null, error: INVALID_EMAIL_MESSAGE });
  });

  it('refuses an address longer than the server allows', () => {
    expect(validateEmail(`${'a'.repeat(250)}@example.org`).error).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('agrees with the server schema on generated addresses and near-misses', () => {
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.tuple(fc.emailAddress(), fc.constantFrom(' ', '.', '@', '..', '-', '_')).map(([a, s]) => a + s),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const trimmed = candidate.trim();
        expect(validateEmail(candidate).error === null).toBe(acceptedByServer(trimmed));
      }),
      { numRuns: 2000 },
    );
  });
});
