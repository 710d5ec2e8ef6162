import { Secret, TOTP } from 'otpauth';

/** What authenticator apps show the account as. */
const ISSUER = 'Traitscope';
/** RFC 6238's defaults, the only settings every authenticator app supports. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** 160 bits, the HMAC-SHA1 block RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;
/** One step either side of now: a code typed just as it changes still counts, and clocks may drift a little. */
const WINDOW_STEPS = 1;

/** An app's code: exactly six digits (a recovery code never is). */
export const APP_CODE = /^\d{6}$/;

function totpFor(secret: string, username = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32 as apps take it when typed in. */
export function createTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/Traitscope:<username>?secret=...` URI that the QR code carries. */
export function totpUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/**
 * The time step of `code` if it is the code of a step within one of `now` and later than `lastUsedStep` (RFC 6238
 * section 5.2: an accepted code must not be accepted again), else null. Spaces in the code are ignored.
 */
export function acceptedTotpStep({
  secret,
  code,
  now,
  lastUsedStep,
}: {
  secret: string;
  code: string;
  now: Date;
  lastUsedStep: number | null;
}): number | null {
  const token = code.replace(/\s/g, '');
  if (!APP_CODE.test(token)) return null;
  const totp = totpFor(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
