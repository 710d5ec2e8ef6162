import { eq } from 'drizzle-orm';
import type { TwoStepSetup, TwoStepStatus } from '../../../../domain/admin-auth/two-step/schemas.ts';
import type { Database } from '../../../db/client.ts';
import { adminSessions, admins } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { CODE_FAILED_MESSAGE, loginAttempt, reserveAttemptOrRefuse } from '../login.ts';
import { releaseLoginReservation } from '../login-throttle.ts';
import { verifyPassword } from '../passwords.ts';
import { type AdminIdentity, deleteOtherSessions, markSteppedUp } from '../sessions.ts';
import { type CapNotice, spendCodeWithinCap } from './code-cap.ts';
import { isEnrolmentTokenValid } from './enrolment-tokens.ts';
import {
  type AcceptedCode,
  confirmSecondFactor,
  countRecoveryCodesLeft,
  findSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  startSecondFactor,
} from './second-factor.ts';

// What a signed-in admin does with their own two-step sign-in. Every call acts on the caller's account only, and
// every code given counts in the login throttle like a password, so a stolen session cannot guess its way to
// turning the app off.

const ALREADY_ON_MESSAGE = 'Two-step sign-in is already on. Turn it off first to move it to another app.';
const NOT_ON_MESSAGE = 'Two-step sign-in is not on.';

const ENROLMENT_TOKEN_MISSING_MESSAGE =
  'This server requires an enrolment token to set up two-step sign-in. Ask whoever runs the server to print one ' +
  'with: npm run admin -- 2fa-enrol-token <your username>';
const ENROLMENT_TOKEN_REFUSED_MESSAGE =
  'That enrolment token was not accepted: it may be mistyped, already used or expired (tokens last 3 days). ' +
  'Ask whoever runs the server for a new one.';
const PASSWORD_FAILED_MESSAGE = 'That password was not accepted. Please enter the password you sign in with.';

type Caller = {
  db: Database;
  secretKey: string;
  admin: AdminIdentity;
  address: string;
  notice: CapNotice;
  now?: Date;
};

/** Where an enrolment token is required (ADMIN_REQUIRE_2FA): the one the caller gave. */
type Enrolment = { isTokenRequired: boolean; enrolmentToken?: string | undefined };

/** Refuses a missing or invalid enrolment token, where one is required; answers the token to spend, if any. */
async function checkEnrolmentToken(
  { db, admin, now = new Date() }: Caller,
  { isTokenRequired, enrolmentToken }: Enrolment,
): Promise<string | undefined> {
  if (!isTokenRequired) return undefined;
  if (!enrolmentToken) {
    throw new AppError('enrolment_token_required', { status: 403, message: ENROLMENT_TOKEN_MISSING_MESSAGE });
  }
  if (!(await isEnrolmentTokenValid(db, admin.adminId, enrolmentToken, now))) throw enrolmentTokenRefused();
  return enrolmentToken;
}

const enrolmentTokenRefused = () =>
  new AppError('enrolment_token_refused', { status: 403, message: ENROLMENT_TOKEN_REFUSED_MESSAGE });

export async function readTwoStepStatus(
  db: Database,
  adminId: number,
  isRequired: boolean,
): Promise<TwoStepStatus> {
  const factor = await findSecondFactor(db, adminId);
  const confirmedAt = factor?.confirmedAt ?? null;
  return {
    isEnabled: confirmedAt !== null,
    isRequired,
    enabledAt: confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: confirmedAt ? await countRecoveryCodesLeft(db, adminId) : 0,
  };
}

export async function setUpTwoStep(caller: Caller & Enrolment): Promise<TwoStepSetup> {
  const { db, secretKey, admin } = caller;
  const factor = await findSecondFactor(db, admin.adminId);
  if (factor?.confirmedAt) throw new AppError('two_step_on', { status: 409, message: ALREADY_ON_MESSAGE });
  await checkEnrolmentToken(caller, caller);
  const setup = await startSecondFactor({ db, secretKey, adminId: admin.adminId, username: admin.username });
  if (!setup) throw new AppError('two_step_on', { status: 409, message: ALREADY_ON_MESSAGE });
  return setup;
}

/**
 * Checks a code of the caller as one login attempt; `check` answers null for a wrong code. A right code gives its
 * reservation back; a wrong one stays counted.
 */
async function checkCode<T>({ db, admin, address, now }: Caller, check: () => Promise<T | null>): Promise<T> {
  const attempt = loginAttempt({ db, username: admin.username, address, now: now ?? new Date() });
  await reserveAttemptOrRefuse(attempt);
  const result = await check();
  if (result === null) throw new AppError('code_failed', { status: 400, message: CODE_FAILED_MESSAGE });
  await releaseLoginReservation(attempt);
  return result;
}

/**
 * Turns two-step sign-in on with the app's first code, spending the enrolment token where one is required; the
 * admin's other sessions end (they had no second step), and this one counts as stepped up.
 */
export async function confirmTwoStep(caller: Caller & Enrolment & { code: string }): Promise<string[]> {
  const { db, secretKey, admin, code, now = new Date() } = caller;
  const factor = await findSecondFactor(db, admin.adminId);
  if (factor?.confirmedAt) throw new AppError('two_step_on', { status: 409, message: ALREADY_ON_MESSAGE });
  if (!factor) throw noSetupWaiting();
  const enrolmentToken = await checkEnrolmentToken(caller, caller);
  const outcome = await checkCode(caller, async () => {
    const confirmed = await confirmSecondFactor({
      db,
      secretKey,
      adminId: admin.adminId,
      code,
      enrolmentToken,
      now,
    });
    return confirmed === 'wrong-code' ? null : confirmed;
  });
  if (outcome === 'none-waiting') throw noSetupWaiting();
  if (outcome === 'token-refused') throw enrolmentTokenRefused();
  await deleteOtherSessions(db, admin.adminId, admin.sessionId);
  await markSteppedUp(db, admin.sessionId, now);
  return outcome.recoveryCodes;
}

function noSetupWaiting(): AppError {
  return new AppError('two_step_not_started', {
    status: 409,
    message: 'There is no set-up waiting for a code. Please start the set-up again.',
  });
}

/**
 * Checks a current code (app or recovery) of an admin who has two-step sign-in on, using it up, within the
 * account's cap on wrong codes (code-cap.ts).
 */
async function spendCurrentCode(caller: Caller & { code: string }): Promise<AcceptedCode> {
  const { db, secretKey, admin, code, notice, now = new Date() } = caller;
  const factor = await findSecondFactor(db, admin.adminId);
  if (!factor?.confirmedAt) throw new AppError('two_step_off', { status: 409, message: NOT_ON_MESSAGE });
  return checkCode(caller, () =>
    spendCodeWithinCap({
      db,
      secretKey,
      adminId: admin.adminId,
      username: admin.username,
      code,
      now,
      notice,
    }),
  );
}

/**
 * Step-up: a fresh code from an admin with two-step sign-in (an app code or a recovery code, counted like every
 * code), or the password from one without it (counted like a login), opens the actions that need one for
 * STEP_UP_TTL_MS. Answers until when, and how a code was accepted (null for a password).
 */
export async function stepUp(
  caller: Caller & { code?: string | undefined; password?: string | undefined },
): Promise<{ steppedUpUntil: Date; accepted: AcceptedCode | null }> {
  const { db, admin, now = new Date() } = caller;
  if (admin.hasSecondFactor) {
    if (caller.code === undefined) {
      throw new AppError('code_required', {
        status: 400,
        message: 'Please enter a code from your authenticator app, or a recovery code.',
      });
    }
    const accepted = await spendCurrentCode({ ...caller, code: caller.code });
    return { steppedUpUntil: await markSteppedUp(db, admin.sessionId, now), accepted };
  }
  const { password } = caller;
  if (password === undefined) {
    throw new AppError('password_required', { status: 400, message: 'Please enter your password.' });
  }
  await checkCode(caller, async () => {
    const [row] = await db
      .select({ passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, admin.adminId));
    return row && (await verifyPassword(row.passwordHash, password)) ? true : null;
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'code_failed') {
      throw new AppError('password_failed', { status: 400, message: PASSWORD_FAILED_MESSAGE });
    }
    throw error;
  });
  return { steppedUpUntil: await markSteppedUp(db, admin.sessionId, now), accepted: null };
}

/** New recovery codes for a current code; the old ones stop working. */
export async function renewRecoveryCodes(
  caller: Caller & { code: string },
): Promise<{ recoveryCodes: string[]; accepted: AcceptedCode }> {
  const accepted = await spendCurrentCode(caller);
  return {
    recoveryCodes: await replaceRecoveryCodes(caller.db, caller.secretKey, caller.admin.adminId),
    accepted,
  };
}

/** Turns two-step sign-in off for a current code, unless the server requires it. */
export async function turnOffTwoStep(
  caller: Caller & { code: string; isRequired: boolean },
): Promise<AcceptedCode> {
  if (caller.isRequired) {
    throw new AppError('two_step_required', {
      status: 403,
      message: 'This server requires two-step sign-in, so it cannot be turned off.',
    });
  }
  const accepted = await spendCurrentCode(caller);
  await removeSecondFactor(caller.db, caller.admin.adminId);
  return accepted;
}

/**
 * `npm run admin -- 2fa-reset <username>`: for an admin who lost their app and their recovery codes. Removes the
 * app and the codes and ends every session; the next login is with the password alone (then, where the server
 * requires it, straight into setting up a new app).
 */
export async function resetTwoStep(
  db: Database,
  username: string,
): Promise<'reset' | 'was-off' | 'no-such-admin'> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
  if (!admin) return 'no-such-admin';
  const hadFactor = await removeSecondFactor(db, admin.id);
  await db.delete(adminSessions).where(eq(adminSessions.adminId, admin.id));
  return hadFactor ? 'reset' : 'was-off';
}
