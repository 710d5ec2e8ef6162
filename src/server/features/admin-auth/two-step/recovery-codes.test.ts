import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../../../domain/admin-auth/two-step/schemas.ts';
import { generateRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode } from './recovery-codes.ts';

const SECRET_KEY = 'a-secret-key-that-is-long-enough-for-tests';

describe('recovery codes', () => {
  it('come ten at a time, all different, in an alphabet without look-alike letters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('are read however they were typed: case, spaces, dashes and the letters that look like digits', () => {
    expect(normaliseRecoveryCode(' AB1C0-D2EFG ')).toBe('ab1c0d2efg');
    expect(normaliseRecoveryCode('ab1c0 d2efg')).toBe('ab1c0d2efg');
    expect(normaliseRecoveryCode('ABIC0-D2EFG')).toBe('ab1c0d2efg');
    expect(normaliseRecoveryCode('abLcO-d2efg')).toBe('ab1c0d2efg');
  });

  it('are stored as a keyed hash that matches any spelling of the code and nothing else', () => {
    const [code = ''] = generateRecoveryCodes();
    const hash = hashRecoveryCode(SECRET_KEY, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace('-', ''));
    expect(hashRecoveryCode(SECRET_KEY, code.toUpperCase().replace('-', ' '))).toBe(hash);
    expect(hashRecoveryCode('another-secret-key-that-is-long-enough', code)).not.toBe(hash);
    expect(hashRecoveryCode(SECRET_KEY, `${code}0`)).not.toBe(hash);
  });
});
