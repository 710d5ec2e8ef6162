import { eq } from 'drizzle-orm';
import type { TwoStepSetup, TwoStepStatus } from '../../../domain/admin-two-step.ts';
import type { Database } from '../../db/client.ts';
import { adminSessions, admins } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { CODE_FAILED_MESSAGE, loginAttempt, reserveAttemptOrRefuse } from './login.ts';
import { releaseLoginReservation } from './login-throttle.ts';
import {
  type AcceptedCode,
  confirmSecondFactor,
  countRecoveryCodesLeft,
  findSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  spendSecondFactorCode,
  startSecondFactor,
} from './second-factor.ts';
import { type AdminIdentity, deleteOtherSessions } from './sessions.ts';

// What a signed-in admin does with their own two-step sign-in. Every call acts on the caller's account only, and
// every code given counts in the login throttle like a password, so a stolen session cannot guess its way to
// turning the app off.

const ALREADY_ON_MESSAGE = 'Two-step sign-in is already on. Turn it off first to move it to another app.';
const NOT_ON_MESSAGE = 'Two-step sign-in is not on.';

type Caller = { db: Database; secretKey: string; admin: AdminIdentity; address: string; now?: Date };

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

export async function setUpTwoStep({ db, secretKey, admin }: Caller): Promise<TwoStepSetup> {
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

/** Turns two-step sign-in on with the app's first code; the admin's other sessions end (they had no second step). */
export async function confirmTwoStep(caller: Caller & { code: string }): Promise<string[]> {
  const { db, secretKey, admin, code, now = new Date() } = caller;
  const factor = await findSecondFactor(db, admin.adminId);
  if (factor?.confirmedAt) throw new AppError('two_step_on', { status: 409, message: ALREADY_ON_MESSAGE });
  if (!factor) throw noSetupWaiting();
  const outcome = await checkCode(caller, async () => {
    const confirmed = await confirmSecondFactor({ db, secretKey, adminId: admin.adminId, code, now });
    return confirmed === 'wrong-code' ? null : confirmed;
  });
  if (outcome === 'none-waiting') throw noSetupWaiting();
  await deleteOtherSessions(db, admin.adminId, admin.sessionId);
  return outcome.recoveryCodes;
}

function noSetupWaiting(): AppError {
  return new AppError('two_step_not_started', {
    status: 409,
    message: 'There is no set-up waiting for a code. Please start the set-up again.',
  });
}

/** Checks a current code (app or recovery) of an admin who has two-step sign-in on, using it up. */
async function spendCurrentCode(caller: Caller & { code: string }): Promise<AcceptedCode> {
  const { db, secretKey, admin, code, now = new Date() } = caller;
  const factor = await findSecondFactor(db, admin.adminId);
  if (!factor?.confirmedAt) throw new AppError('two_step_off', { status: 409, message: NOT_ON_MESSAGE });
  return checkCode(caller, () => spendSecondFactorCode({ db, secretKey, adminId: admin.adminId, code, now }));
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
