import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: unguessable, so only its hash needs storing. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Addresses are compared case-insensitively everywhere in this feature. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
