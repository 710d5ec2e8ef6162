import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inviteFriendSchema } from '../../../domain/referrals.ts';
import { checkFriendEmail, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './friend-email.ts';

const acceptedByServer = (email: string) => inviteFriendSchema.shape.friendEmail.safeParse(email).success;

describe('checkFriendEmail', () => {
  it('gives the address as the server stores it: trimmed and lower-case', () => {
    expect(checkFriendEmail('  Friend@Example.ORG ')).toEqual({ kind: 'valid', email: 'friend@example.org' });
  });

  it.each(['', '   '])('treats %j as empty, so nothing is sent', (raw) => {
    expect(checkFriendEmail(raw)).toEqual({ kind: 'empty', error: REQUIRED_MESSAGE });
  });

  it.each(['friend', 'friend@', '@example.org', 'friend@example', 'two@@example.org', 'a b@example.org'])(
    'refuses %j as an invalid address',
    (raw) => {
      expect(checkFriendEmail(raw)).toEqual({ kind: 'invalid', error: INVALID_EMAIL_MESSAGE });
    },
  );

  it('refuses an address longer than the server allows', () => {
    expect(checkFriendEmail(`${'a'.repeat(250)}@example.org`).kind).toBe('invalid');
  });

  it('agrees with the server schema on generated addresses and near-misses', () => {
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.tuple(fc.emailAddress(), fc.constantFrom(' ', '.', '@', '..', '-', '_')).map(([a, s]) => a + s),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const check = checkFriendEmail(candidate);
        if (check.kind === 'empty') return;
        expect(check.kind === 'valid').toBe(acceptedByServer(candidate));
      }),
      { numRuns: 500 },
    );
  });
});
