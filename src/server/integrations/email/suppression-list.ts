import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailSuppressions, type SuppressionReason } from '../../db/schema.ts';

/**
 * The suppression list, by mailbox key (lib/mailbox-key.ts). Every non-transactional e-mail (an invitation)
 * checks it when it is queued and again when it is sent, so a "do not invite me again" or a bounce that arrives
 * in between still stops it.
 */
export async function isMailboxSuppressed(db: Database, mailboxKey: string): Promise<boolean> {
  const [row] = await db
    .select({ mailboxKey: emailSuppressions.mailboxKey })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.mailboxKey, mailboxKey));
  return row !== undefined;
}

/** Adds the mailbox; the first reason stays. Safe to repeat. */
export async function suppressMailbox(
  db: Database,
  mailboxKey: string,
  reason: SuppressionReason,
): Promise<void> {
  await db.insert(emailSuppressions).values({ mailboxKey, reason }).onConflictDoNothing();
}
