import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('staff password hashes', () => {
  it('hashes with argon2id, 19 MiB, two passes, one lane and a salt of its own', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    const format = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]+)\$[A-Za-z0-9+/]+$/;
    const salts = [first, second].map((hash) => format.exec(hash)?.[1]);
    // 16 random bytes, written without padding: 22 characters (128 bits, well above the 32 ASVS asks for).
    for (const salt of salts) expect(salt).toHaveLength(22);
    expect(salts[0]).not.toBe(salts[1]);
  });

  it('verifies a long password with spaces and emoji exactly as set, without truncating it', async () => {
    // 128 characters (code points, so the emoji stay whole), the most a staff password may have.
    const password = [...`O'Hara ${'correct horse  battery staple 🐴 ねこ '.repeat(4)}`]
      .slice(0, 128)
      .join('');
    expect([...password]).toHaveLength(128);
    const hash = await hashPassword(password);
    expect(await verifyPassword(hash, password)).toBe(true);
    // A change in the last character, or the password cut short, must fail.
    expect(await verifyPassword(hash, `${password.slice(0, -1)}x`)).toBe(false);
    expect(await verifyPassword(hash, password.slice(0, 72))).toBe(false);
    expect(await verifyPassword(hash, password.replace('  ', ' '))).toBe(false);
  });
});
