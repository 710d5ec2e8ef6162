import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailboxKey, mailboxKeyOfOptOutToken, optOutToken } from './mailbox-key.ts';

const SECRET = 'a-secret-key-that-is-long-enough-for-tests';
const OTHER_SECRET = 'another-secret-key-that-is-long-enough';

describe('mailboxKey', () => {
  it('is one key per mailbox, whatever the spelling, and names nothing of the address', () => {
    const key = mailboxKey(SECRET, 'Jane.Doe+news@gmail.com');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailboxKey(SECRET, 'janedoe@googlemail.com')).toBe(key);
    expect(mailboxKey(SECRET, 'jane.doe@example.org')).not.toBe(mailboxKey(SECRET, 'janedoe@example.org'));
    expect(key).not.toContain('jane');
  });

  it('depends on the server key', () => {
    expect(mailboxKey(SECRET, 'reader@example.org')).not.toBe(mailboxKey(OTHER_SECRET, 'reader@example.org'));
  });
});

describe('opt-out tokens', () => {
  it('give back the mailbox key they were made for', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const key = mailboxKey(SECRET, address);
        expect(mailboxKeyOfOptOutToken(SECRET, optOutToken(SECRET, key))).toBe(key);
      }),
    );
  });

  it('are refused when made under another key, changed, or for a mailbox key alone', () => {
    const key = mailboxKey(SECRET, 'reader@example.org');
    const token = optOutToken(SECRET, key);
    const otherKey = mailboxKey(SECRET, 'someone@example.org');
    const [, mac] = token.split('.');
    expect(mailboxKeyOfOptOutToken(OTHER_SECRET, token)).toBeNull();
    expect(mailboxKeyOfOptOutToken(SECRET, `${otherKey}.${mac}`)).toBeNull();
    expect(mailboxKeyOfOptOutToken(SECRET, key)).toBeNull();
    expect(mailboxKeyOfOptOutToken(SECRET, `${token}.extra`)).toBeNull();
    expect(mailboxKeyOfOptOutToken(SECRET, `${token.slice(0, -1)}`)).toBeNull();
  });

  it('never throw on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(mailboxKeyOfOptOutToken(SECRET, text)).toBeNull();
      }),
    );
  });
});
