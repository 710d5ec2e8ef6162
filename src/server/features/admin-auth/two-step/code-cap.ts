import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { adminCodeCaps } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { queueMessage } from '../../../outbox/queue-message.ts';
import { type AcceptedCode, spendSecondFactorCode } from './second-factor.ts';
import { APP_CODE } from './totp.ts';

// The login throttle (decision 010) counts per address, so many addresses together could still guess an app code
// once the password is known. This cap counts wrong codes per account, across every address: after
// CODE_CAP_FAILURES in one window, the app's codes are refused for that account until the window ends, while
// recovery codes (50 random bits each, not guessable) still work. The password step is not touched, so nobody
// without the password can pause anyone's codes (decision 031).

/** Wrong codes an account takes in one window before its app codes pause. */
const CODE_CAP_FAILURES = 10;
/** The window, from its first wrong code. */
const CODE_CAP_WINDOW_MS = 60 * 60 * 1000;

/** Who hears of a reached cap: the log at warn, and ADMIN_EMAIL through the outbox. */
export type CapNotice = {
  adminEmail: string | undefined;
  log: { warn(details: object, message: string): void };
};

type CodeCheck = {
  db: Database;
  secretKey: string;
  adminId: number;
  username: string;
  code: string;
  now: Date;
  notice: CapNotice;
};

const isAppCode = (code: string) => APP_CODE.test(code.replace(/\s/g, ''));

function appCodesPaused(until: Date): AppError {
  const time = until.toISOString().slice(11, 16);
  return new AppError('app_codes_paused', {
    status: 429,
    message:
      `Too many wrong codes were tried for this account in the last hour, so codes from the app are paused until ${time} UTC. ` +
      'Please sign in with one of your recovery codes, or try the app again after that time.',
  });
}

/**
 * Counts a code check for the account before the code is looked at, under the account's row lock, so parallel
 * checks from any number of addresses see each other. Answers the end of the pause instead when the account has
 * reached the cap and the code is an app code; then nothing is counted.
 */
async function reserveCodeCheck(
  db: Database,
  adminId: number,
  isApp: boolean,
  now: Date,
): Promise<{ pausedUntil: Date | null }> {
  return db.transaction(async (tx) => {
    // The no-op update is what takes the lock on an existing row.
    const [row] = await tx
      .insert(adminCodeCaps)
      .values({ adminId, failures: 0, windowStartedAt: now })
      .onConflictDoUpdate({
        target: adminCodeCaps.adminId,
        set: { failures: sql`${adminCodeCaps.failures}` },
      })
      .returning();
    if (!row) throw new Error('the code cap row was not stored');
    const isWindowOver = now.getTime() - row.windowStartedAt.getTime() >= CODE_CAP_WINDOW_MS;
    const failures = isWindowOver ? 0 : row.failures;
    const windowStartedAt = isWindowOver ? now : row.windowStartedAt;
    if (isApp && failures >= CODE_CAP_FAILURES) {
      return { pausedUntil: new Date(windowStartedAt.getTime() + CODE_CAP_WINDOW_MS) };
    }
    await tx
      .update(adminCodeCaps)
      .set({ failures: failures + 1, windowStartedAt })
      .where(eq(adminCodeCaps.adminId, adminId));
    return { pausedUntil: null };
  });
}

async function releaseCodeCheck(db: Database, adminId: number): Promise<void> {
  await db
    .update(adminCodeCaps)
    .set({ failures: sql`greatest(${adminCodeCaps.failures} - 1, 0)` })
    .where(eq(adminCodeCaps.adminId, adminId));
}

/**
 * After a wrong code: when the account has reached the cap, staff are told once per window. The conditional
 * update is the claim, so parallel wrong codes send one notice.
 */
async function noticeReachedCap({ db, adminId, username, now, notice }: CodeCheck): Promise<void> {
  const claimed = await db
    .update(adminCodeCaps)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(adminCodeCaps.adminId, adminId),
        sql`${adminCodeCaps.failures} >= ${CODE_CAP_FAILURES}`,
        or(isNull(adminCodeCaps.notifiedAt), lt(adminCodeCaps.notifiedAt, adminCodeCaps.windowStartedAt)),
      ),
    )
    .returning({ windowStartedAt: adminCodeCaps.windowStartedAt });
  const [window] = claimed;
  if (!window) return;
  const pausedUntil = new Date(window.windowStartedAt.getTime() + CODE_CAP_WINDOW_MS).toISOString();
  notice.log.warn(
    { username, wrongCodes: CODE_CAP_FAILURES, pausedUntil },
    'admin account reached the wrong-code cap: app codes paused, recovery codes still work',
  );
  if (!notice.adminEmail) return;
  await queueMessage(db, {
    kind: 'admin-notification',
    recipient: notice.adminEmail,
    payload: {
      subject: `Traitscope: ${CODE_CAP_FAILURES} wrong sign-in codes for admin ${username}`,
      username,
      wrongCodesWithinAnHour: CODE_CAP_FAILURES,
      appCodesPausedUntil: pausedUntil,
      meaning:
        'Someone who knows this password is guessing codes. Change the password (npm run admin -- reset-password) unless the admin says it was them.',
    },
  });
}

/**
 * Checks an app code or a recovery code of an admin with two-step sign-in on, using it up, within the account's
 * cap on wrong codes. Null for a wrong code; throws `app_codes_paused` (429) for an app code while the cap holds.
 * Callers still count the check in the login throttle, which limits each address on its own.
 */
export async function spendCodeWithinCap(check: CodeCheck): Promise<AcceptedCode | null> {
  const { db, secretKey, adminId, code, now } = check;
  const { pausedUntil } = await reserveCodeCheck(db, adminId, isAppCode(code), now);
  if (pausedUntil) throw appCodesPaused(pausedUntil);
  const accepted = await spendSecondFactorCode({ db, secretKey, adminId, code, now });
  if (accepted) {
    await releaseCodeCheck(db, adminId);
    return accepted;
  }
  await noticeReachedCap(check);
  return null;
}
