import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminPendingLogins, admins } from '../../db/schema.ts';
import { hashToken } from './sessions.ts';

/** The cookie that carries a right password to the code step; it opens nothing else. */
export const PENDING_LOGIN_COOKIE = 'ts_admin_pending';
/** Time enough to open the app and type a code; then the password must be given again. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

/** A right password waiting for its code; the returned token goes into the cookie and nowhere else. */
export async function createPendingLogin(db: Database, adminId: number, now: Date): Promise<string> {
  await db.delete(adminPendingLogins).where(lt(adminPendingLogins.expiresAt, now));
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminPendingLogins).values({
    tokenHash: hashToken(token),
    adminId,
    expiresAt: new Date(now.getTime() + PENDING_LOGIN_TTL_MS),
  });
  return token;
}

export async function findPendingLogin(
  db: Database,
  token: string,
  now: Date,
): Promise<{ adminId: number; username: string } | null> {
  const [row] = await db
    .select({ adminId: admins.id, username: admins.username })
    .from(adminPendingLogins)
    .innerJoin(admins, eq(admins.id, adminPendingLogins.adminId))
    .where(and(eq(adminPendingLogins.tokenHash, hashToken(token)), gt(adminPendingLogins.expiresAt, now)));
  return row ?? null;
}

/** Ends a pending login; false when it was already gone (completed by a parallel request). */
export async function deletePendingLogin(db: Database, token: string): Promise<boolean> {
  const deleted = await db
    .delete(adminPendingLogins)
    .where(eq(adminPendingLogins.tokenHash, hashToken(token)))
    .returning({ id: adminPendingLogins.id });
  return deleted.length > 0;
}
