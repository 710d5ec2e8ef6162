import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalMailbox } from '../../domain/email-address/mailbox.ts';

/**
 * A keyed hash (HMAC-SHA256 under SECRET_KEY) of the mailbox an address delivers to: what the limits per
 * address and the suppression list keep instead of the address. Plus-tags and Gmail's dots give the same key
 * (domain/email-address/mailbox.ts). Keyed, not a plain hash, because a plain hash of an address is undone by hashing a list of
 * candidate addresses; without the server's key nobody can tell whose mailbox a key is. Rotating SECRET_KEY makes
 * every stored key unrecognisable (docs/operations.md says what that forgets).
 */
export function mailboxKey(secretKey: string, email: string): string {
  return createHmac('sha256', secretKey)
    .update(`mailbox:${canonicalMailbox(email)}`)
    .digest('base64url');
}

const MAILBOX_KEY = /^[A-Za-z0-9_-]{43}$/;
const OPT_OUT_MAC_BYTES = 16;

function optOutMac(secretKey: string, key: string): Buffer {
  return createHmac('sha256', secretKey).update(`opt-out:${key}`).digest().subarray(0, OPT_OUT_MAC_BYTES);
}

/**
 * The token of a "do not invite me again" link: the mailbox key and a MAC of it. It works for as long as the
 * e-mail is kept (no expiry: an opt-out must work months later), names nobody, and cannot be made for another
 * mailbox, nor from a copy of the database, which holds the keys but not the MACs.
 */
export function optOutToken(secretKey: string, key: string): string {
  return `${key}.${optOutMac(secretKey, key).toString('base64url')}`;
}

/** The mailbox key an opt-out token stands for, or null when the token was not made by this server. */
export function mailboxKeyOfOptOutToken(secretKey: string, token: string): string | null {
  const [key, mac, ...rest] = token.split('.');
  if (key === undefined || mac === undefined || rest.length > 0 || !MAILBOX_KEY.test(key)) return null;
  const sent = Buffer.from(mac, 'base64url');
  const expected = optOutMac(secretKey, key);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? key : null;
}
