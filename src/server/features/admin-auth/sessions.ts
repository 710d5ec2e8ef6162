import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminSecondFactors, adminSessions, admins } from '../../db/schema.ts';

export const ADMIN_COOKIE = 'ts_admin';

/**
 * Over https the staff cookies carry the `__Host-` prefix, so a browser keeps them only when they are Secure,
 * host-only and on path `/`: a sibling domain or a plain-http page cannot plant one (ASVS 3.4.4). Plain http
 * (development, the tests) cannot set a prefixed cookie, so there the bare name stays.
 */
export function staffCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
/** Logged out after this long without a request. */
const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Logged out this long after login, however active. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * How long a fresh code (or, without two-step sign-in, the password) opens the actions that need one: erasing a
 * person's data and changing service keys (decision 031).
 */
const STEP_UP_TTL_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type AdminIdentity = {
  adminId: number;
  username: string;
  sessionId: number;
  /** The admin has a confirmed authenticator app (two-step sign-in is on). */
  hasSecondFactor: boolean;
  /** When a code, or the password, was last given in this session (its login counts). */
  steppedUpAt: Date | null;
};

/** What is stored of a cookie's token: its SHA-256, so a copy of the table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session, stepped up by the login that opens it; the returned token goes into the cookie only. */
export async function createAdminSession(db: Database, adminId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminId,
    lastSeenAt: now,
    steppedUpAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

/** The admin behind a session token, if the session is neither idle too long nor past its absolute end. */
export async function findAdminSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminIdentity | null> {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      adminId: admins.id,
      username: admins.username,
      lastSeenAt: adminSessions.lastSeenAt,
      steppedUpAt: adminSessions.steppedUpAt,
      factorConfirmedAt: adminSecondFactors.confirmedAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(
      adminSecondFactors,
      and(eq(adminSecondFactors.adminId, admins.id), isNotNull(adminSecondFactors.confirmedAt)),
    )
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.sessionId));
  }
  return {
    adminId: row.adminId,
    username: row.username,
    sessionId: row.sessionId,
    hasSecondFactor: row.factorConfirmedAt !== null,
    steppedUpAt: row.steppedUpAt,
  };
}

/** Whether the session gave a code (or the password) within STEP_UP_TTL_MS of `now`. */
export function isSteppedUp(identity: AdminIdentity, now = new Date()): boolean {
  return identity.steppedUpAt !== null && now.getTime() - identity.steppedUpAt.getTime() < STEP_UP_TTL_MS;
}

/** Records a fresh code (or password) in the session; answers until when the step-up holds. */
export async function markSteppedUp(db: Database, sessionId: number, now = new Date()): Promise<Date> {
  await db.update(adminSessions).set({ steppedUpAt: now }).where(eq(adminSessions.id, sessionId));
  return new Date(now.getTime() + STEP_UP_TTL_MS);
}

export async function deleteAdminSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Every session of the admin but `keepSessionId`: after a change to how they sign in, only the current one stays. */
export async function deleteOtherSessions(
  db: Database,
  adminId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}

/** Sessions that can never be used again; removed now and then so the table does not grow without end. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
}
