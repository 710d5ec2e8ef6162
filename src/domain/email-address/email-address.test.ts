import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkEmailAddress,
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
  LIBRARY_EMAIL_MESSAGES,
  MAX_EMAIL_LENGTH,
  VISITOR_EMAIL_MESSAGES,
} from './email-address.ts';

/** Generated addresses, arbitrary text, and addresses with a character too many where it matters. */
const candidates = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.tuple(fc.emailAddress(), fc.constantFrom(' ', '.', '@', '..', '-', '_')).map(([a, s]) => a + s),
  fc.tuple(fc.constantFrom(' ', '.', '@', '-', '_'), fc.emailAddress()).map(([s, a]) => s + a),
);

/** A well-formed address of exactly `length` characters. */
const addressOfLength = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

describe('isEmailAddress', () => {
  it.each(['reader@example.org', "o'neil+tag@mail.example.co.uk", 'a_b-c@x-y.example'])(
    'accepts %j',
    (address) => {
      expect(isEmailAddress(address)).toBe(true);
    },
  );

  it.each([
    '',
    'reader',
    'reader@',
    '@example.org',
    'reader@example',
    'reader@example.o',
    'two@@example.org',
    'a b@example.org',
    '.reader@example.org',
    'reader.@example.org',
    're..ader@example.org',
    'reader@-example.org',
    ' reader@example.org',
  ])('refuses %j', (candidate) => {
    expect(isEmailAddress(candidate)).toBe(false);
  });

  it('accepts a well-formed address up to the length limit and refuses it beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: '@example.org'.length + 1, max: 2 * MAX_EMAIL_LENGTH }), (length) => {
        expect(isEmailAddress(addressOfLength(length))).toBe(length <= MAX_EMAIL_LENGTH);
      }),
    );
    expect(isEmailAddress(addressOfLength(MAX_EMAIL_LENGTH))).toBe(true);
    expect(isEmailAddress(addressOfLength(MAX_EMAIL_LENGTH + 1))).toBe(false);
  });

  // The address is the only visitor text that reaches an e-mail header (To): nothing in it may start another
  // header line or name a second recipient.
  it('refuses an address carrying a line break or a second address', () => {
    const separators = fc.constantFrom('\r\n', '\n', '\r', ',', ';', ' ', '<', '>', '\u0085', '\u2028');
    fc.assert(
      fc.property(fc.emailAddress(), separators, fc.emailAddress(), (first, separator, second) => {
        expect(isEmailAddress(`${first}${separator}Bcc: ${second}`)).toBe(false);
        expect(isEmailAddress(`${first}${separator}${second}`)).toBe(false);
        expect(checkEmailAddress(`${first}${separator}${second}`, VISITOR_EMAIL_MESSAGES).email).toBeNull();
      }),
    );
  });

  it("is zod's e-mail rule with the length limit, on generated addresses and near-misses", () => {
    const zodRule = z.email().max(MAX_EMAIL_LENGTH);
    fc.assert(
      fc.property(candidates, (candidate) => {
        expect(isEmailAddress(candidate)).toBe(zodRule.safeParse(candidate).success);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkEmailAddress', () => {
  it('gives the address without the spaces around it', () => {
    expect(checkEmailAddress('  reader@example.org ', VISITOR_EMAIL_MESSAGES)).toEqual({
      email: 'reader@example.org',
      error: null,
    });
  });

  it.each(['', '   '])('says the empty message for %j', (raw) => {
    expect(checkEmailAddress(raw, LIBRARY_EMAIL_MESSAGES)).toEqual({ email: null, error: 'Required' });
    expect(checkEmailAddress(raw, VISITOR_EMAIL_MESSAGES)).toEqual({
      email: null,
      error: INVALID_EMAIL_MESSAGE,
    });
  });

  it.each(['reader', 'reader@example', 'two@@example.org'])('says the invalid message for %j', (raw) => {
    expect(checkEmailAddress(raw, LIBRARY_EMAIL_MESSAGES)).toEqual({ email: null, error: 'Invalid email' });
    expect(checkEmailAddress(raw, VISITOR_EMAIL_MESSAGES)).toEqual({
      email: null,
      error: INVALID_EMAIL_MESSAGE,
    });
  });

  it('accepts exactly the text whose trimmed form is an address, and gives that trimmed form', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const check = checkEmailAddress(candidate, LIBRARY_EMAIL_MESSAGES);
        const trimmed = candidate.trim();
        if (isEmailAddress(trimmed)) expect(check).toEqual({ email: trimmed, error: null });
        else expect(check.error).toBe(trimmed === '' ? 'Required' : 'Invalid email');
      }),
      { numRuns: 1000 },
    );
  });
});
