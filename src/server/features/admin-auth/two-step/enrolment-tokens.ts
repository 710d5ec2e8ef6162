import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { adminEnrolmentTokens, admins } from '../../../db/schema.ts';
import { hashToken } from '../sessions.ts';

// Where the server requires two-step sign-in, the password alone must not be enough to choose whose phone holds
// the second factor: whoever learnt an un-enrolled admin's password could otherwise enrol their own app and lock
// the owner out. The operator prints a one-time enrolment token with the admin CLI and hands it over with the
// password; the set-up asks for it, and turning the app on spends it (decision 031).

/** Long enough for the token to travel with the password to a colleague; short enough not to lie around. */
export const ENROLMENT_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** A new token for the admin, replacing any earlier one; the returned token is shown once and never stored. */
export async function issueEnrolmentToken(
  db: Database,
  username: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
  if (!admin) return null;
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + ENROLMENT_TOKEN_TTL_MS);
  const row = { tokenHash: hashToken(token), expiresAt, createdAt: now };
  await db
    .insert(adminEnrolmentTokens)
    .values({ adminId: admin.id, ...row })
    .onConflictDoUpdate({ target: adminEnrolmentTokens.adminId, set: row });
  return { token, expiresAt };
}

/** Whether the admin holds this unexpired, unspent token. */
export async function isEnrolmentTokenValid(
  db: Database,
  adminId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ adminId: adminEnrolmentTokens.adminId })
    .from(adminEnrolmentTokens)
    .where(tokenMatches(adminId, token, now));
  return !!row;
}

/** Spends the token; false when it was not valid (or a parallel enrolment spent it first). */
export async function spendEnrolmentToken(
  db: Database,
  adminId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .delete(adminEnrolmentTokens)
    .where(tokenMatches(adminId, token, now))
    .returning({ adminId: adminEnrolmentTokens.adminId });
  return spent.length > 0;
}

const tokenMatches = (adminId: number, token: string, now: Date) =>
  and(
    eq(adminEnrolmentTokens.adminId, adminId),
    eq(adminEnrolmentTokens.tokenHash, hashToken(token.trim())),
    gt(adminEnrolmentTokens.expiresAt, now),
  );
