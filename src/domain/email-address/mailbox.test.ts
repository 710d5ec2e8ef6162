import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';
import { canonicalMailbox } from './mailbox.ts';

/** A local part of letters and digits only: no dot, no tag, nothing the rule folds. */
const plainLocal = fc.stringMatching(/^[a-z0-9]{1,20}$/);
const tag = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
const otherDomain = fc.constantFrom('example.org', 'outlook.com', 'icloud.com', 'mail.example.co.uk');
const gmailDomain = fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com', 'GOOGLEMAIL.COM');

/** The characters of `local` with a dot put after each position `dots` names (never first or last). */
function withDots(local: string, dots: readonly boolean[]): string {
  return [...local]
    .map((char, index) => (dots[index] && index < local.length - 1 ? `${char}.` : char))
    .join('');
}

describe('canonicalMailbox', () => {
  it.each([
    ['Jane.Doe+news@GMail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.d.o.e@googlemail.com', 'janedoe@gmail.com'],
    ['jane.doe+x@example.org', 'jane.doe@example.org'],
    ['jane.doe@example.org', 'jane.doe@example.org'],
    ['  Reader@Example.ORG ', 'reader@example.org'],
    ['+tag@example.org', '+tag@example.org'],
    ['a+b+c@outlook.com', 'a@outlook.com'],
  ])('folds %j to %j', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it('gives the same mailbox for any case, and is idempotent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const mailbox = canonicalMailbox(address);
        expect(canonicalMailbox(address.toUpperCase())).toBe(mailbox);
        expect(canonicalMailbox(mailbox)).toBe(mailbox);
      }),
    );
  });

  it('drops a plus tag at every domain', () => {
    fc.assert(
      fc.property(plainLocal, tag, fc.oneof(otherDomain, gmailDomain), (local, suffix, domain) => {
        const tagged = `${local}+${suffix}@${domain}`;
        expect(isEmailAddress(tagged)).toBe(true);
        expect(canonicalMailbox(tagged)).toBe(canonicalMailbox(`${local}@${domain}`));
      }),
    );
  });

  it('ignores dots at Gmail under either of its names, and only there', () => {
    fc.assert(
      fc.property(
        plainLocal.filter((local) => local.length > 1),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        gmailDomain,
        otherDomain,
        (local, dots, gmail, other) => {
          const dotted = withDots(local, dots);
          expect(isEmailAddress(`${dotted}@${gmail}`)).toBe(true);
          expect(canonicalMailbox(`${dotted}@${gmail}`)).toBe(`${local}@gmail.com`);
          expect(canonicalMailbox(`${dotted}@${other}`) === `${local}@${other}`).toBe(dotted === local);
        },
      ),
    );
  });

  it('keeps different mailboxes apart', () => {
    fc.assert(
      fc.property(plainLocal, plainLocal, fc.oneof(otherDomain, gmailDomain), (first, second, domain) => {
        fc.pre(first !== second);
        expect(canonicalMailbox(`${first}@${domain}`)).not.toBe(canonicalMailbox(`${second}@${domain}`));
      }),
    );
  });
});
