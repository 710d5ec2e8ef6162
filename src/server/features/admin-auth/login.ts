import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminLoginAttempts, admins } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createAdminSession, deleteExpiredSessions } from './sessions.ts';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const LOGIN_FAILED_MESSAGE = 'Authentication failed. Please check your username and password.';

// Verified against when the username does not exist, so a wrong name takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a username and password. After MAX_FAILED_ATTEMPTS failures for the username or for the address
 * within LOCKOUT_MS, attempts are refused until the window has passed; every attempt is recorded.
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
  const retryAfterMs = await lockoutRemaining(db, username, address, now);
  if (retryAfterMs > 0) {
    throw new AppError('login_locked', {
      status: 429,
      message: `Too many failed attempts. Please wait ${Math.ceil(retryAfterMs / 60_000)} minutes and try again.`,
    });
  }

  const [admin] = await db.select().from(admins).where(eq(admins.username, username));
  dummyHash ??= hashPassword('no-such-admin-password');
  const isValid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), password);
  await db
    .insert(adminLoginAttempts)
    .values({ username: username.slice(0, 128), address, isSuccess: isValid && !!admin, createdAt: now });
  if (!admin || !isValid) throw new AppError('login_failed', { status: 401, message: LOGIN_FAILED_MESSAGE });

  await deleteExpiredSessions(db, now);
  return { token: await createAdminSession(db, admin.id, now), username: admin.username };
}

async function lockoutRemaining(db: Database, username: string, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOCKOUT_MS);
  const recentFailures = and(
    eq(adminLoginAttempts.isSuccess, false),
    gt(adminLoginAttempts.createdAt, windowStart),
  );
  for (const scope of [eq(adminLoginAttempts.username, username), eq(adminLoginAttempts.address, address)]) {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(adminLoginAttempts)
      .where(and(recentFailures, scope));
    if (total < MAX_FAILED_ATTEMPTS) continue;
    // Locked until the oldest of the last MAX_FAILED_ATTEMPTS failures leaves the window.
    const failures = await db
      .select({ createdAt: adminLoginAttempts.createdAt })
      .from(adminLoginAttempts)
      .where(and(recentFailures, scope))
      .orderBy(desc(adminLoginAttempts.createdAt))
      .limit(MAX_FAILED_ATTEMPTS);
    const oldest = failures.at(-1)?.createdAt ?? now;
    return oldest.getTime() + LOCKOUT_MS - now.getTime();
  }
  return 0;
}
