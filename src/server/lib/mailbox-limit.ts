import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type MailboxLimitPurpose, mailboxLimits } from '../db/schema.ts';

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
