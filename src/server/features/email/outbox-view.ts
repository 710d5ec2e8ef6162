import { count, desc, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import type { OutboxRow } from '../../outbox/messages.ts';

const LIST_LIMIT = 200;
const FAILURE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const FAILURES_SHOWN = 20;

/** One outbox row as staff see it: where it goes and how its sending went, not its payload. */
function outboxEntryOf(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
  };
}

export async function listOutbox(db: Database) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(LIST_LIMIT);
  return rows.map(outboxEntryOf);
}

/** Whether the provider answers, the mail settings in use, the outbox by status and the last week's failures. */
export async function diagnoseEmail({
  db,
  provider,
  config,
}: {
  db: Database;
  provider: EmailProvider;
  config: Config;
}) {
  const [check, counts, recent] = await Promise.all([
    provider.verify(),
    db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status),
    db
      .select()
      .from(outbox)
      .where(gt(outbox.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS)))
      .orderBy(desc(outbox.id))
      .limit(LIST_LIMIT),
  ]);
  return {
    provider: provider.name,
    check,
    configuration: {
      emailFrom: config.emailFrom,
      supportEmail: config.supportEmail,
      adminEmail: config.admin.email ?? null,
      mailgunDomain: config.mailgun.domain ?? null,
      mailgunRegion: config.mailgun.region,
      smtpConfigured: Boolean(config.smtpUrl),
    },
    outbox: Object.fromEntries(counts.map((row) => [row.status, row.total])),
    recentFailures: recent
      .filter((row) => row.status === 'failed' || row.lastError)
      .slice(0, FAILURES_SHOWN)
      .map(outboxEntryOf),
  };
}
