import { eq } from 'drizzle-orm';
import { plural } from '../../../domain/locale/locale.ts';
import type { Database } from '../../db/client.ts';
import { adminLoginAttempts, admins } from '../../db/schema.ts';
import { addressBlock } from '../../lib/address-block.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearLoginFailures, releaseLoginReservation, reserveLoginAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createPendingLogin, deletePendingLogin, findPendingLogin } from './pending-logins.ts';
import { createAdminSession, deleteExpiredSessions } from './sessions.ts';
import { type CapNotice, spendCodeWithinCap } from './two-step/code-cap.ts';
import { type AcceptedCode, hasConfirmedSecondFactor } from './two-step/second-factor.ts';

const LOGIN_FAILED_MESSAGE = 'Authentication failed. Please check your username and password.';
export const CODE_FAILED_MESSAGE =
  'That code was not accepted. Please enter the current code from your authenticator app, or an unused recovery code.';
const LOGIN_EXPIRED_MESSAGE = 'Your sign-in has timed out. Please enter your username and password again.';

// Verified against when the username does not exist, so a wrong name takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

type Attempt = Parameters<typeof reserveLoginAttempt>[0];

/** One attempt as the throttle counts it: the user name as stored, the address by its block (address-block.ts). */
export function loginAttempt({
  db,
  username,
  address,
  now,
}: {
  db: Database;
  username: string;
  address: string;
  now: Date;
}): Attempt {
  return { db, username: username.slice(0, 128), address: addressBlock(address).slice(0, 64), now };
}

/** Counts the attempt before anything is checked, or refuses it with the wait still due (login-throttle.ts). */
export async function reserveAttemptOrRefuse(attempt: Attempt): Promise<void> {
  const { waitMs } = await reserveLoginAttempt(attempt);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError('login_locked', {
      status: 429,
      message: `Too many failed attempts. Please wait ${minutes} ${plural(minutes, { one: 'minute', other: 'minutes' })} and try again.`,
    });
  }
}

/** A right password: a session, or for an admin with two-step sign-in, a pending login that only a code completes. */
export type PasswordOutcome =
  | { kind: 'session'; token: string; username: string }
  | { kind: 'pending'; pendingToken: string; username: string };

/**
 * Checks a username and password, once the throttle has reserved the attempt (see login-throttle.ts): failures
 * per user name and address, and per address, make further attempts from there wait longer and longer. Every
 * checked attempt is recorded.
 */
export async function logInAdmin({
  db,
  username,
  password,
  address,
  now = new Date(),
}: {
  db: Database;
  username: string;
  password: string;
  address: string;
  now?: Date;
}): Promise<PasswordOutcome> {
  const attempt = loginAttempt({ db, username, address, now });
  await reserveAttemptOrRefuse(attempt);

  const [admin] = await db.select().from(admins).where(eq(admins.username, username));
  dummyHash ??= hashPassword('no-such-admin-password');
  const isValid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), password);
  await db.insert(adminLoginAttempts).values({
    username: attempt.username,
    // The record keeps the exact address; only the throttle counts by block.
    address: address.slice(0, 64),
    isSuccess: isValid && !!admin,
    createdAt: now,
  });
  if (!admin || !isValid) throw new AppError('login_failed', { status: 401, message: LOGIN_FAILED_MESSAGE });

  if (await hasConfirmedSecondFactor(db, admin.id)) {
    await releaseLoginReservation(attempt);
    return {
      kind: 'pending',
      pendingToken: await createPendingLogin(db, admin.id, now),
      username: admin.username,
    };
  }
  await clearLoginFailures(attempt);
  await deleteExpiredSessions(db, now);
  return { kind: 'session', token: await createAdminSession(db, admin.id, now), username: admin.username };
}

/** The pending login of the cookie's token, or a refusal saying the password must be given again. */
export async function findPendingLoginOrRefuse(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<PendingLogin> {
  const pending = token ? await findPendingLogin(db, token, now) : null;
  if (!token || !pending)
    throw new AppError('login_expired', { status: 401, message: LOGIN_EXPIRED_MESSAGE });
  return { token, ...pending };
}

type PendingLogin = { token: string; adminId: number; username: string };

/**
 * The second step of a pending login: the app's code or a recovery code, counted in the same throttle as the
 * passwords of this user name and address, and in the account's cap on wrong codes (code-cap.ts). A right code
 * ends the pending login and starts the session.
 */
export async function logInWithCode({
  db,
  secretKey,
  pending,
  code,
  address,
  notice,
  now = new Date(),
}: {
  db: Database;
  secretKey: string;
  pending: PendingLogin;
  code: string;
  address: string;
  notice: CapNotice;
  now?: Date;
}): Promise<{ token: string; accepted: AcceptedCode }> {
  const attempt = loginAttempt({ db, username: pending.username, address, now });
  await reserveAttemptOrRefuse(attempt);
  const accepted = await spendCodeWithinCap({
    db,
    secretKey,
    adminId: pending.adminId,
    username: pending.username,
    code,
    now,
    notice,
  });
  if (!accepted) throw new AppError('code_failed', { status: 401, message: CODE_FAILED_MESSAGE });
  // A parallel request with another right code may have completed it first; one session per pending login.
  if (!(await deletePendingLogin(db, pending.token))) {
    throw new AppError('login_expired', { status: 401, message: LOGIN_EXPIRED_MESSAGE });
  }
  await clearLoginFailures(attempt);
  await deleteExpiredSessions(db, now);
  return { token: await createAdminSession(db, pending.adminId, now), accepted };
}
