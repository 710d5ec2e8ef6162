import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, createTotpSecret, totpUri } from './totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;
/** A moment in the middle of a time step, so an offset of whole steps never crosses a boundary by rounding. */
const NOW = new Date(Math.floor(Date.UTC(2030, 0, 1) / STEP_MS) * STEP_MS + STEP_MS / 2);
const stepOf = (date: Date) => Math.floor(date.getTime() / STEP_MS);

function codeAt(timestamp: number, secret = SECRET): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

describe('acceptedTotpStep', () => {
  it('accepts the code of the current step and of one step either side, and no other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (offset, seconds) => {
          const now = new Date(Math.floor((seconds * 1000) / STEP_MS) * STEP_MS + STEP_MS / 2);
          const code = codeAt(now.getTime() + offset * STEP_MS);
          const step = acceptedTotpStep({ secret: SECRET, code, now, lastUsedStep: null });
          // A code of a step further away may by chance equal one inside the window (1 in 300,000 per step).
          if (Math.abs(offset) <= 1) expect(step).toBe(stepOf(now) + offset);
          else if (step !== null) expect(codeAt(step * STEP_MS)).toBe(code);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a code of a step already used, or of an earlier one (replay)', () => {
    const current = stepOf(NOW);
    const code = codeAt(NOW.getTime());
    expect(acceptedTotpStep({ secret: SECRET, code, now: NOW, lastUsedStep: current - 1 })).toBe(current);
    expect(acceptedTotpStep({ secret: SECRET, code, now: NOW, lastUsedStep: current })).toBeNull();
    const previous = codeAt(NOW.getTime() - STEP_MS);
    expect(acceptedTotpStep({ secret: SECRET, code: previous, now: NOW, lastUsedStep: current })).toBeNull();
    const next = codeAt(NOW.getTime() + STEP_MS);
    expect(acceptedTotpStep({ secret: SECRET, code: next, now: NOW, lastUsedStep: current })).toBe(
      current + 1,
    );
  });

  it('reads a code typed with spaces, and refuses anything but six digits or another secret’s code', () => {
    const code = codeAt(NOW.getTime());
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(acceptedTotpStep({ secret: SECRET, code: spaced, now: NOW, lastUsedStep: null })).toBe(
      stepOf(NOW),
    );
    for (const wrong of ['', '12345', '1234567', 'abcdef', `${code}0`]) {
      expect(acceptedTotpStep({ secret: SECRET, code: wrong, now: NOW, lastUsedStep: null })).toBeNull();
    }
    const other = createTotpSecret();
    const otherCode = codeAt(NOW.getTime(), other);
    if (otherCode !== code) {
      expect(acceptedTotpStep({ secret: SECRET, code: otherCode, now: NOW, lastUsedStep: null })).toBeNull();
    }
  });
});

describe('createTotpSecret and totpUri', () => {
  it('makes a new 160-bit base32 secret each time', () => {
    const secrets = new Set(Array.from({ length: 20 }, createTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('names the site and the admin in the URI the QR code carries, with the standard settings', () => {
    const uri = new URL(totpUri(SECRET, 'ops admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Traitscope:ops admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Traitscope',
      secret: SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
