import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AttemptPurpose, attemptCounters } from '../db/schema.ts';

/**
 * What a counter is stored under: a keyed hash (HMAC-SHA256 under SECRET_KEY) of the visitor id or address
 * block, so the table names neither a visitor nor an address.
 */
export function attemptSubject(secretKey: string, purpose: AttemptPurpose, value: string): string {
  return createHmac('sha256', secretKey).update(`attempt:${purpose}:${value}`).digest('base64url');
}

/**
 * Counts one attempt in the subject's fixed window and answers how many the window now holds, this one included.
 * One statement, so parallel attempts each see the others: a burst gets no more than the limit.
 */
export async function countAttempt(
  db: Database,
  {
    purpose,
    subject,
    windowMs,
    now,
  }: { purpose: AttemptPurpose; subject: string; windowMs: number; now: Date },
): Promise<number> {
  const isOver = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ purpose, subject, windowStartedAt: now, attempts: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.purpose, attemptCounters.subject],
      set: {
        attempts: sql`case when ${isOver} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowStartedAt: sql`case when ${isOver} then ${now}::timestamptz else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ attempts: attemptCounters.attempts });
  return row?.attempts ?? 1;
}

/** Gives one attempt back (it turned out not to be the kind that is counted). */
export async function giveBackAttempt(
  db: Database,
  { purpose, subject }: { purpose: AttemptPurpose; subject: string },
): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ attempts: sql`greatest(${attemptCounters.attempts} - 1, 0)` })
    .where(and(eq(attemptCounters.purpose, purpose), eq(attemptCounters.subject, subject)));
}
