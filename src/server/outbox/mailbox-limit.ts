import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type MailboxLimitPurpose,
  type MailboxSendPurpose,
  mailboxLimits,
  mailboxSends,
} from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes the mailbox's one turn in `days` for `purpose`: true when it was free (never taken, or taken longer ago
 * than that) and is now taken at `now`. One statement, so two requests at once cannot both take it: on
 * PostgreSQL the second waits for the first's row lock and then finds the turn taken. Inside a transaction the
 * turn is given back if the transaction rolls back.
 */
export async function takeMailboxTurn(
  db: Database,
  {
    purpose,
    mailboxKey,
    days,
    now,
  }: { purpose: MailboxLimitPurpose; mailboxKey: string; days: number; now: Date },
): Promise<boolean> {
  const taken = await db
    .insert(mailboxLimits)
    .values({ purpose, mailboxKey, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [mailboxLimits.purpose, mailboxLimits.mailboxKey],
      set: { lastUsedAt: now },
      setWhere: lt(mailboxLimits.lastUsedAt, new Date(now.getTime() - days * DAY_MS)),
    })
    .returning({ mailboxKey: mailboxLimits.mailboxKey });
  return taken.length > 0;
}

/**
 * Books one send to a mailbox within a budget of `perWindow` sends in any `windowMs`, counting sends already
 * booked, including those booked ahead. Answers when the send may go: `now` while the budget has room; else, with
 * `mayWait`, the first moment the window allows (booked for then), and without it null (nothing booked).
 * A transaction-scoped advisory lock per mailbox makes parallel bookings take turns, so together they never book
 * more than the budget; call it inside the transaction that queues the e-mail, so a rollback gives the turn back.
 */
export async function bookMailboxSend(
  tx: Database,
  {
    purpose,
    mailboxKey,
    perWindow,
    windowMs,
    now,
    mayWait,
  }: {
    purpose: MailboxSendPurpose;
    mailboxKey: string;
    perWindow: number;
    windowMs: number;
    now: Date;
    mayWait: boolean;
  },
): Promise<Date | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mailbox-send:${purpose}:${mailboxKey}`}))`);
  const booked = await tx
    .select({ sendAt: mailboxSends.sendAt })
    .from(mailboxSends)
    .where(
      and(
        eq(mailboxSends.purpose, purpose),
        eq(mailboxSends.mailboxKey, mailboxKey),
        gt(mailboxSends.sendAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(asc(mailboxSends.sendAt));
  const sendAt = earliestSendAt(
    booked.map((row) => row.sendAt),
    { perWindow, windowMs, now },
  );
  if (sendAt.getTime() > now.getTime() && !mayWait) return null;
  await tx.insert(mailboxSends).values({ purpose, mailboxKey, sendAt });
  return sendAt;
}

/**
 * The first moment at or after `now`, and after every send already booked, at which one more send keeps every
 * window of `windowMs` at `perWindow` sends or fewer. `booked` is ascending and holds the sends after `now - windowMs`.
 */
function earliestSendAt(
  booked: readonly Date[],
  { perWindow, windowMs, now }: { perWindow: number; windowMs: number; now: Date },
): Date {
  if (booked.length < perWindow) return now;
  const last = booked[booked.length - 1] as Date;
  // The window ending at the new send may hold perWindow - 1 earlier sends: the one before those must be out of it.
  const oldestToLeave = booked[booked.length - perWindow] as Date;
  return new Date(Math.max(now.getTime(), last.getTime(), oldestToLeave.getTime() + windowMs));
}
