import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, maskKey } from './secret-box.ts';

const SECRET = 'a-secret-key-that-is-long-enough-for-tests';

describe('secret box', () => {
  it('decrypts what it encrypted, and the sealed value never contains the key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (key) => {
        const sealed = encryptSecret(SECRET, key);
        expect(decryptSecret(SECRET, sealed)).toBe(key);
        if (key.length > 3) expect(sealed).not.toContain(key);
      }),
    );
  });

  it('refuses a tampered value or another SECRET_KEY', () => {
    const sealed = encryptSecret(SECRET, 'key-1234567890');
    expect(() => decryptSecret('another-secret-key-of-enough-length', sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    expect(() => decryptSecret(SECRET, `${iv}.${tag}.${data?.slice(0, -2)}AA`)).toThrow();
  });

  it('opens a value only for the purpose it was sealed for', () => {
    const sealed = encryptSecret(SECRET, 'JBSWY3DPEHPK3PXP', 'admin-second-factors');
    expect(decryptSecret(SECRET, sealed, 'admin-second-factors')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(SECRET, sealed)).toThrow();
  });

  it('shows only the last four characters', () => {
    expect(maskKey('key-abcdef123456')).toBe('••••3456');
    expect(maskKey(undefined)).toBeNull();
  });
});
