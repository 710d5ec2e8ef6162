import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * What a sealed value is for. Each purpose has a key of its own, so a value sealed for one (a stored service key)
 * cannot be passed off as another (an admin's second-factor secret).
 */
type SealPurpose = 'service-keys' | 'admin-second-factors';

// Keys derived from SECRET_KEY, so the cookie-signing key is never reused.
function keyFrom(secretKey: string, purpose: SealPurpose): Buffer {
  return createHash('sha256').update(`traitscope:${purpose}:${secretKey}`).digest();
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(
  secretKey: string,
  plaintext: string,
  purpose: SealPurpose = 'service-keys',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secretKey, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was tampered with, or sealed under another SECRET_KEY or for another purpose. */
export function decryptSecret(
  secretKey: string,
  sealed: string,
  purpose: SealPurpose = 'service-keys',
): string {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secretKey, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** How a key may be shown anywhere: its last four characters. */
export function maskKey(key: string | null | undefined): string | null {
  if (!key) return null;
  return `••••${key.slice(-4)}`;
}
