import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminLoginAttempts, admins } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressBlock } from './address-block.ts';
import { clearLoginFailures, reserveLoginAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createAdminSession, deleteExpiredSessions } from './sessions.ts';

const LOGIN_FAILED_MESSAGE = 'Authentication failed. Please check your username and password.';

// Verified against when the username does not exist, so a wrong name takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

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
}): Promise<{ token: string; username: string }> {
  const attempt = { db, username: username.slice(0, 128), address: addressBlock(address).slice(0, 64), now };
  const { waitMs } = await reserveLoginAttempt(attempt);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError('login_locked', {
      status: 429,
      message: `Too many failed attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    });
  }

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

  await clearLoginFailures(attempt);
  await deleteExpiredSessions(db, now);
  return { token: await createAdminSession(db, admin.id, now), username: admin.username };
}
