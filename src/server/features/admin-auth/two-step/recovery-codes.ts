import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../domain/admin-auth/two-step/schemas.ts';

// Crockford's base32: no I, L, O or U, so a code read off paper is not mistyped; 10 characters carry 50 bits.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

/** Ten new codes, shown as `xxxxx-xxxxx`. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/**
 * The code as stored, whatever way it was typed: lower case, without spaces or dashes, and the letters Crockford
 * reads as digits (i and l as 1, o as 0) turned into them.
 */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

/**
 * An HMAC-SHA256 keyed by SECRET_KEY, not argon2: a code is 50 random bits, not a password a person chose, so
 * there is no dictionary for a slow hash to hold back, and without SECRET_KEY even a stolen table cannot be tried
 * offline. A fast keyed hash also lets one indexed update find and use up a code, so two logins racing with the
 * same code cannot both succeed.
 */
export function hashRecoveryCode(secretKey: string, code: string): string {
  return createHmac('sha256', `traitscope:recovery-codes:${secretKey}`)
    .update(normaliseRecoveryCode(code))
    .digest('hex');
}
