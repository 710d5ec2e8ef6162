import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How far a webhook's timestamp may be from our clock. Mailgun warns that its deliveries can be late, so this is
 * generous; a replay inside the window is caught by its token instead (the route remembers tokens this long).
 */
export const MAILGUN_SIGNATURE_MAX_AGE_SECONDS = 15 * 60;

export type MailgunSignature = { timestamp: string; token: string; signature: string };

export type SignatureVerdict = 'valid' | 'invalid' | 'stale';

/**
 * Mailgun's webhook signature: the hex HMAC-SHA256 of `timestamp + token` under the webhook signing key (not the
 * API key). It covers only those two values, not the event, which is why a token must never be accepted twice.
 */
export function checkMailgunSignature(
  signingKey: string,
  { timestamp, token, signature }: MailgunSignature,
  now: Date,
): SignatureVerdict {
  const expected = createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest();
  const sent = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid';
  const ageSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return Number.isFinite(ageSeconds) && ageSeconds <= MAILGUN_SIGNATURE_MAX_AGE_SECONDS ? 'valid' : 'stale';
}
