import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A key of its own for stored service keys, derived from SECRET_KEY, so the cookie-signing key is never reused.
function keyFrom(secretKey: string): Buffer {
  return createHash('sha256').update(`traitscope:service-keys:${secretKey}`).digest();
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(secretKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secretKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was tampered with or encrypted under another SECRET_KEY. */
export function decryptSecret(secretKey: string, sealed: string): string {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secretKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** How a key may be shown anywhere: its last four characters. */
export function maskKey(key: string | null | undefined): string | null {
  if (!key) return null;
  return `••••${key.slice(-4)}`;
}
