import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isNonTransactionalKind } from '../../domain/email-admin.ts';
import type { Database } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';
import type { EmailProvider, OutgoingEmail } from '../integrations/email/provider.ts';
import { isMessageSuppressed } from '../integrations/email/suppression-list.ts';
import { describeError, scrubText } from '../lib/log-serializers.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** Turns a queued row into the e-mail to send (subject, bodies, attachments). */
type RenderMessage = (row: OutboxRow) => Promise<Omit<OutgoingEmail, 'messageId'>>;

export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
/** A row still 'sending' this long after a worker took it was abandoned (the process died mid-send). */
export const STALE_LOCK_SECONDS = 5 * 60;
const BATCH_SIZE = 10;
/** Kinds whose payload holds a secret (a one-time link's token): it is emptied once the message is out. */
const SECRET_PAYLOAD_KINDS: ReadonlySet<OutboxRow['kind']> = new Set([
  'data-access-link',
  'address-correction',
]);

/** 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryDeps = {
  db: Database;
  provider: EmailProvider;
  render: RenderMessage;
  /**
   * The last decision before a row is sent: the row to send, or null when it is not to be sent at all (the step
   * removed it). A one-time link is granted here (privacy/request-link.ts). Without it every row is sent as queued.
   */
  prepare?: (row: OutboxRow) => Promise<OutboxRow | null>;
  /** For the Message-ID's domain. */
  emailFrom: string;
  adminEmail: string | undefined;
  now?: () => Date;
  /** Where failed deliveries are reported (without the provider's text about the recipient). */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Takes due rows and marks them 'sending' in one statement. FOR UPDATE SKIP LOCKED lets any number of workers in
 * any number of instances run this at once without two of them taking the same row.
 * Without an explicit `now`, the database's clock decides what is due and when a lock went stale: rows get their
 * `next_attempt_at` from that clock, and one clock for every instance means no instance takes a message another
 * one is still sending because its own clock runs ahead.
 */
export async function claimDueMessages(db: Database, now?: Date, limit = BATCH_SIZE): Promise<OutboxRow[]> {
  const staleBefore = now
    ? new Date(now.getTime() - STALE_LOCK_SECONDS * 1000)
    : sql.raw(`now() - interval '${STALE_LOCK_SECONDS} seconds'`);
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedAt: now ?? sql`now()` })
    .where(
      sql`${outbox.id} in (
        select ${outbox.id} from ${outbox}
        where (${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= ${now ?? sql`now()`})
           or (${outbox.status} = 'sending' and ${outbox.lockedAt} < ${staleBefore})
        order by ${outbox.id}
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

/** Sends what is due once; returns how many rows it handled. Safe to run concurrently and after a crash. */
export async function deliverDueMessages(deps: DeliveryDeps): Promise<number> {
  const rows = await claimDueMessages(deps.db, deps.now?.());
  // A claimed row's lock time is the claim's clock: the later bookkeeping uses the same one.
  for (const row of rows) await deliverOne(deps, row, row.lockedAt ?? new Date());
  return rows.length;
}

/** Sends one queued row right away (the admin's test flow), with the same bookkeeping as the worker. */
export async function deliverMessageNow(
  deps: DeliveryDeps,
  outboxId: number,
): Promise<OutboxRow | undefined> {
  const now = deps.now?.() ?? new Date();
  const [row] = await deps.db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedAt: now })
    .where(sql`${outbox.id} = ${outboxId} and ${outbox.status} = 'pending'`)
    .returning();
  if (!row) return undefined;
  await deliverOne(deps, row, now);
  const [after] = await deps.db.select().from(outbox).where(eq(outbox.id, outboxId));
  return after;
}

async function deliverOne(deps: DeliveryDeps, row: OutboxRow, now: Date): Promise<void> {
  const { db } = deps;
  // Checked again at sending: an opt-out or a bounce may have arrived since the message was queued.
  if (isNonTransactionalKind(row.kind) && (await isMessageSuppressed(db, row.payload))) {
    await db.update(outbox).set({ status: 'suppressed', lockedAt: null }).where(eq(outbox.id, row.id));
    return;
  }
  let result: Awaited<ReturnType<EmailProvider['send']>>;
  try {
    const ready = deps.prepare ? await deps.prepare(row) : row;
    if (ready === null) return;
    const message = await deps.render(ready);
    result = await deps.provider.send({ ...message, messageId: messageIdFor(row.id, deps.emailFrom) });
  } catch (error) {
    // Rendering reads the person's answers: the stored text names the error, never the values it carries.
    result = {
      ok: false,
      error: `could not prepare the message: ${describeError(error)}`,
      isRetryable: true,
    };
  }
  if (!result.ok) {
    // A provider's refusal may echo the recipient: fine in the admin's e-mail page, not in a log.
    deps.logger?.warn(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason: scrubText(result.error) },
      'e-mail delivery failed',
    );
  }

  if (result.ok) {
    const { providerMessageId } = result;
    await db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: now,
          providerMessageId,
          lastError: null,
          lockedAt: null,
          ...(SECRET_PAYLOAD_KINDS.has(row.kind) ? { payload: {} } : {}),
        })
        .where(eq(outbox.id, row.id));
      if (row.kind === 'report' && row.orderId !== null) {
        await tx
          .update(orders)
          .set({ emailStatus: 'sent', updatedAt: now })
          .where(eq(orders.id, row.orderId));
      }
    });
    return;
  }

  if (result.isRetryable && row.attempts < MAX_ATTEMPTS) {
    await db
      .update(outbox)
      .set({
        status: 'pending',
        lastError: result.error.slice(0, 2000),
        lockedAt: null,
        nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
      })
      .where(eq(outbox.id, row.id));
    return;
  }

  const { error } = result;
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ status: 'failed', lastError: error.slice(0, 2000), lockedAt: null })
      .where(eq(outbox.id, row.id));
    if (row.kind === 'report' && row.orderId !== null) {
      await tx
        .update(orders)
        .set({ emailStatus: 'failed', updatedAt: now })
        .where(eq(orders.id, row.orderId));
    }
    // Tell a human, unless the message that failed was itself the message to the human.
    if (deps.adminEmail && row.kind !== 'admin-notification') {
      await tx.insert(outbox).values({
        kind: 'admin-notification',
        recipient: deps.adminEmail,
        orderId: row.orderId,
        payload: {
          subject: `E-mail delivery failed for ${row.kind} message ${row.id}`,
          outboxId: row.id,
          kind: row.kind,
          recipient: row.recipient,
          attempts: row.attempts,
          lastError: error.slice(0, 500),
        },
      });
    }
  });
}

export function messageIdFor(outboxId: number, emailFrom: string): string {
  const domain = emailFrom.split('@')[1] ?? 'traitscope.local';
  return `<outbox-${outboxId}@${domain}>`;
}

export type OutboxWorker = { stop(): Promise<void>; runOnce(): Promise<number> };

/** Runs delivery every `intervalMs` until stopped; one run at a time per process. */
export function startOutboxWorker(
  deps: DeliveryDeps & { intervalMs: number; onError: (error: unknown) => void },
): OutboxWorker {
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= deliverDueMessages(deps).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch(deps.onError);
  }, deps.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
