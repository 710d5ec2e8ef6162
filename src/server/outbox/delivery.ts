import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { type OutboxKind, outbox } from '../db/schema.ts';
import type { EmailProvider, OutgoingEmail, SendResult } from '../integrations/email/provider.ts';
import { isMailboxSuppressed } from '../integrations/email/suppression-list.ts';
import { describeError, scrubText } from '../lib/log-serializers.ts';
import { hooksOf, type OutboxHooks } from './hooks.ts';
import { type OutboxRow, type QueuedMessage, readQueuedMessage, suppressionKeyOf } from './messages.ts';
import { queueMessage } from './queue-message.ts';
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming } from './timing.ts';

/** Turns a queued message into the e-mail to send (subject, bodies, attachments). */
type RenderMessage = (message: QueuedMessage) => Promise<Omit<OutgoingEmail, 'messageId'>>;

export const MAX_ATTEMPTS = 6;
const MAX_RETRY_SECONDS = 60 * 60;

/**
 * Rows one claim takes. Small, so that one instance never sits on rows it is not working on: a killed instance
 * strands at most this many behind its lease, and in a backlog the other instances take the rest. A worker whose
 * claim came back full claims again at once rather than waiting for its next interval.
 */
const BATCH_SIZE = 5;
/**
 * Recording a message as sent is retried this long when the database fails: the provider has it, and a row
 * left 'sending' would be sent again (under the same Message-ID) once its lease runs out.
 */
const RECORD_SENT_RETRY_MS = 60_000;
/** Kinds whose payload holds a secret (a one-time link's token): it is emptied once the message is out. */
const SECRET_PAYLOAD_KINDS: ReadonlySet<OutboxKind> = new Set(['data-access-link', 'address-correction']);

/** 30 s, 1 min, 2 min, ... (from the first retry's delay) capped at an hour. */
export function retryDelaySeconds(
  attempts: number,
  firstRetrySeconds = DEFAULT_OUTBOX_TIMING.firstRetrySeconds,
): number {
  return Math.min(MAX_RETRY_SECONDS, firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryDeps = {
  db: Database;
  provider: EmailProvider;
  render: RenderMessage;
  /** What the features add to their kinds' delivery (app.ts wires them); a kind without hooks is only sent. */
  hooks?: OutboxHooks;
  /** For the Message-ID's domain. */
  emailFrom: string;
  adminEmail: string | undefined;
  /** Lease and first retry; DEFAULT_OUTBOX_TIMING unless configured. */
  timing?: OutboxTiming;
  /** Only for tests: a fixed clock instead of the database's. */
  now?: () => Date;
  /** Where failed deliveries are reported (without the provider's text about the recipient). */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
  /** Every provider answer, for the metrics. */
  onSendResult?: (provider: EmailProvider['name'], result: SendResult) => void;
};

/** The test's clock when one is given, else the database's: one clock for every instance, whatever theirs say. */
function clockOf(now: Date | undefined): SQL {
  return now ? sql`${now}::timestamptz` : sql`now()`;
}

/** `(id, attempts)` names one claim of a row: every claim counts an attempt, so a taken-over lease differs. */
function claimsOf(rows: readonly Pick<OutboxRow, 'id' | 'attempts'>[]): SQL {
  const pairs = rows.map((row) => sql`(${row.id}::int, ${row.attempts}::int)`);
  return sql`(${outbox.id}, ${outbox.attempts}) in (${sql.join(pairs, sql`, `)}) and ${outbox.status} = 'sending'`;
}

/**
 * Takes due rows and marks them 'sending' in one statement. FOR UPDATE SKIP LOCKED lets any number of workers in
 * any number of instances run this at once without two of them taking the same row. Due times and leases are
 * the database's clock, so an instance whose own clock runs ahead never takes a row another one still holds.
 * The row's Message-ID is recorded here, before anything is sent.
 */
export async function claimDueMessages(
  db: Database,
  {
    now,
    limit = BATCH_SIZE,
    emailFrom,
    leaseSeconds = DEFAULT_OUTBOX_TIMING.leaseSeconds,
  }: { now?: Date; limit?: number; emailFrom: string; leaseSeconds?: number },
): Promise<OutboxRow[]> {
  const clock = clockOf(now);
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedAt: clock,
      messageId: sql`coalesce(${outbox.messageId}, '<outbox-' || ${outbox.id} || ${`@${messageDomain(emailFrom)}>`})`,
    })
    .where(
      sql`${outbox.id} in (
        select ${outbox.id} from ${outbox}
        where (${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= ${clock})
           or (${outbox.status} = 'sending' and ${outbox.lockedAt} < ${clock} - make_interval(secs => ${leaseSeconds}))
        order by ${outbox.id}
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

/** Renews the leases of claims still held; returns the ids whose lease this worker still has. */
async function renewLeases(deps: DeliveryDeps, rows: readonly OutboxRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const renewed = await deps.db
    .update(outbox)
    .set({ lockedAt: clockOf(deps.now?.()) })
    .where(claimsOf(rows))
    .returning({ id: outbox.id });
  return new Set(renewed.map((row) => row.id));
}

/** Hands claims back untried (a stopping worker): due again at once, the attempt not counted. */
async function releaseClaims(db: Database, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'pending', lockedAt: null, attempts: sql`${outbox.attempts} - 1` })
    .where(claimsOf(rows));
}

/** What a stopping worker asks of the batch it is in. */
export type Batch = {
  /** Checked before each row: once true, the rows not yet started are handed back. */
  isStopping(): boolean;
  /** Set when the drain deadline passed: a row not yet handed to the provider is handed back instead. */
  isAbandoned: boolean;
  /** Whether the current row is with the provider (it then finishes whatever the deadline). */
  isSending: boolean;
};

const idleBatch = (): Batch => ({ isStopping: () => false, isAbandoned: false, isSending: false });

/**
 * Sends what is due once; returns how many rows it took. Safe to run concurrently and after a crash: one row's
 * failure (its database write, its rendering) does not stop the others, and a row this run could not finish
 * stays leased until its lease runs out.
 */
export async function deliverDueMessages(
  deps: DeliveryDeps & { onRowError?: (error: unknown, row: OutboxRow) => void },
  batch: Batch = idleBatch(),
): Promise<number> {
  const { leaseSeconds } = deps.timing ?? DEFAULT_OUTBOX_TIMING;
  const rows = await claimDueMessages(deps.db, {
    now: deps.now?.(),
    emailFrom: deps.emailFrom,
    leaseSeconds,
  });
  const held = new Map(rows.map((row) => [row.id, row]));
  const renewal = setInterval(
    () => {
      renewLeases(deps, [...held.values()]).catch(() => {});
    },
    (leaseSeconds * 1000) / 4,
  );
  renewal.unref();
  try {
    for (const row of rows) {
      if (batch.isStopping() || batch.isAbandoned) break;
      try {
        if (await deliverOne(deps, row, batch)) held.delete(row.id);
      } catch (error) {
        // Left leased: it is taken again once the lease runs out.
        held.delete(row.id);
        deps.onRowError?.(error, row);
      }
    }
  } finally {
    clearInterval(renewal);
  }
  // Stopped early: the rows not started go back at once rather than waiting for their lease to run out.
  await releaseClaims(deps.db, [...held.values()]);
  return rows.length;
}

/**
 * One tick of the worker: claims and sends batch after batch while each claim comes back full; returns how many
 * rows it took.
 */
export async function deliverWhileBacklogged(
  deps: Parameters<typeof deliverDueMessages>[0],
  batch: Batch = idleBatch(),
): Promise<number> {
  let taken = 0;
  for (;;) {
    const claimed = await deliverDueMessages(deps, batch);
    taken += claimed;
    if (claimed < BATCH_SIZE || batch.isStopping() || batch.isAbandoned) return taken;
  }
}

/** Sends one queued row right away (the admin's test flow), with the same bookkeeping as the worker. */
export async function deliverMessageNow(
  deps: DeliveryDeps,
  outboxId: number,
): Promise<OutboxRow | undefined> {
  const [row] = await deps.db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedAt: clockOf(deps.now?.()),
      messageId: sql`coalesce(${outbox.messageId}, ${messageIdFor(outboxId, deps.emailFrom)})`,
    })
    .where(sql`${outbox.id} = ${outboxId} and ${outbox.status} = 'pending'`)
    .returning();
  if (!row) return undefined;
  await deliverOne(deps, row, idleBatch());
  const [after] = await deps.db.select().from(outbox).where(eq(outbox.id, outboxId));
  return after;
}

/** Delivers one claimed row; false when it was left untried (abandoned, or no longer this worker's). */
async function deliverOne(deps: DeliveryDeps, row: OutboxRow, batch: Batch): Promise<boolean> {
  const read = readQueuedMessage(row);
  // A payload that does not fit its kind will not fit on the next attempt either.
  if (!read.ok) return recordFailure(deps, row, { ok: false, error: read.error, isRetryable: false });
  const { message } = read;
  const hooks = hooksOf(deps.hooks, message);
  // Checked again at sending: an opt-out or a bounce may have arrived since the message was queued.
  const suppressionKey = suppressionKeyOf(message);
  if (suppressionKey !== null && (await isMailboxSuppressed(deps.db, suppressionKey))) {
    await deps.db.update(outbox).set({ status: 'suppressed', lockedAt: null }).where(eq(outbox.id, row.id));
    return true;
  }
  const messageId = row.messageId ?? messageIdFor(row.id, deps.emailFrom);
  let result: SendResult;
  try {
    const ready = hooks.prepare ? await hooks.prepare(message) : message;
    if (ready === null) return true;
    const email = await deps.render(ready);
    // Rendering can take seconds: the lease is checked (and renewed) last thing before the provider, so a row
    // another worker took over meanwhile is never sent by both.
    const isStillOurs = (await renewLeases(deps, [row])).has(row.id);
    if (!isStillOurs || batch.isAbandoned) return false;
    batch.isSending = true;
    result = await deps.provider.send({ ...email, messageId });
  } catch (error) {
    // Rendering reads the person's answers: the stored text names the error, never the values it carries.
    result = {
      ok: false,
      error: `could not prepare the message: ${describeError(error)}`,
      isRetryable: true,
    };
  } finally {
    batch.isSending = false;
  }
  if (!result.ok) {
    deps.onSendResult?.(deps.provider.name, result);
    return recordFailure(deps, row, result);
  }
  // The provider has the message. Until its acceptance is recorded, a crash means a second send under the same
  // Message-ID, so the first write is the row's own 'sent' state, in a statement of its own that waits for no
  // other row; the kind's own bookkeeping (a report's order) and the metrics come after it.
  const { providerMessageId } = result;
  await retryWhileDatabaseFails(() => recordSent(deps, row, providerMessageId));
  deps.onSendResult?.(deps.provider.name, result);
  const { onSent } = hooks;
  if (onSent) await retryWhileDatabaseFails(() => onSent(deps.db, message, clockOf(deps.now?.())));
  return true;
}

/**
 * A failed attempt: due again after its back-off while retries are left, else failed for good, its kind told
 * (a report's order) and staff told.
 */
async function recordFailure(
  deps: DeliveryDeps,
  row: OutboxRow,
  { error, isRetryable }: Extract<SendResult, { ok: false }>,
): Promise<true> {
  const { db } = deps;
  // A provider's refusal may echo the recipient: fine in the admin's e-mail page, not in a log.
  deps.logger?.warn(
    { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason: scrubText(error) },
    'e-mail delivery failed',
  );
  const clock = clockOf(deps.now?.());
  if (isRetryable && row.attempts < MAX_ATTEMPTS) {
    const delaySeconds = retryDelaySeconds(
      row.attempts,
      (deps.timing ?? DEFAULT_OUTBOX_TIMING).firstRetrySeconds,
    );
    await db
      .update(outbox)
      .set({
        status: 'pending',
        lastError: error.slice(0, 2000),
        lockedAt: null,
        nextAttemptAt: sql`${clock} + make_interval(secs => ${delaySeconds})`,
      })
      .where(eq(outbox.id, row.id));
    return true;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ status: 'failed', lastError: error.slice(0, 2000), lockedAt: null })
      .where(eq(outbox.id, row.id));
    // Told with the row as stored: a payload that failed to parse is no reason to leave its order 'pending'.
    await hooksOf(deps.hooks, row).onFailed?.(tx, row, clock);
    // Tell a human, unless the message that failed was itself the message to the human.
    if (deps.adminEmail && row.kind !== 'admin-notification') {
      await queueMessage(tx, {
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
  return true;
}

/**
 * The first write after the provider accepted the message: the row is sent (its secret payload emptied). One
 * short statement on the outbox row alone, which nobody but this worker writes while it holds the lease.
 */
async function recordSent(deps: DeliveryDeps, row: OutboxRow, providerMessageId: string): Promise<void> {
  await deps.db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: clockOf(deps.now?.()),
      providerMessageId,
      lastError: null,
      lockedAt: null,
      ...(SECRET_PAYLOAD_KINDS.has(row.kind) ? { payload: {} } : {}),
    })
    .where(eq(outbox.id, row.id));
}

async function retryWhileDatabaseFails(write: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + RECORD_SENT_RETRY_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function messageDomain(emailFrom: string): string {
  return emailFrom.split('@')[1] ?? 'traitscope.local';
}

export function messageIdFor(outboxId: number, emailFrom: string): string {
  return `<outbox-${outboxId}@${messageDomain(emailFrom)}>`;
}
