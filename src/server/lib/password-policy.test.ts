import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './password-policy.ts';

describe('staffPasswordProblem', () => {
  it('refuses fewer than 12 characters once runs of spaces count as one', () => {
    expect(staffPasswordProblem('Zq8#vLm2')).toMatch(/at least 12 characters/);
    expect(staffPasswordProblem('Zq8#v      Lm2')).toMatch(/at least 12 characters/);
    expect(staffPasswordProblem('            ')).toMatch(/at least 12 characters/);
    expect(staffPasswordProblem('Zq8#v Lm2 pW7')).toBeUndefined();
  });

  it('allows 64 to 128 characters and refuses more', () => {
    const passphrase = 'ferry lantern okapi mosaic ';
    expect(staffPasswordProblem(passphrase.repeat(3).slice(0, 64))).toBeUndefined();
    expect(staffPasswordProblem(passphrase.repeat(5).slice(0, 128))).toBeUndefined();
    expect(staffPasswordProblem(passphrase.repeat(5).slice(0, 129))).toMatch(/at most 128 characters/);
    // Characters, not UTF-16 units: 128 emoji are 256 units and still allowed.
    expect(staffPasswordProblem('🐴🦉🐙🦊'.repeat(32)) ?? '').not.toMatch(/at most/);
  });

  it('refuses common and guessable passwords, saying why', () => {
    // Near-misses too: substituted letters, capitals and reversals of a common password.
    for (const password of [
      '123456789012',
      'passwordpassword',
      'qwertyuiopasdf',
      'iloveyou12345',
      'P@ssw0rd1234!',
      'drowssapdrowssap',
    ]) {
      expect(staffPasswordProblem(password), password).toMatch(/too easy to guess/);
    }
  });

  it('takes long passphrases of plain lower-case words', () => {
    expect(staffPasswordProblem('ferry lantern okapi mosaic')).toBeUndefined();
    expect(staffPasswordProblem('ねこ の ひるね ばしょ です')).toBeUndefined();
  });
});
