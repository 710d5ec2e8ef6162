import { eq, getTableName, inArray, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, TEST_DB } from '../../../tests/support/database.ts';
import { queryRows } from '../../../tests/support/raw-query.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { assessmentResults, capturedEmails, orders, outbox } from '../db/schema.ts';
import { reportEmailStatus } from '../features/checkout/report-email-status.ts';
import { createCaptureProvider } from '../integrations/email/capture-provider.ts';
import type { EmailProvider, OutgoingEmail, SendResult } from '../integrations/email/provider.ts';
import { renderAdminNotification } from '../integrations/email-templates/admin-notification-email.tsx';
import { startOutboxWorker } from '../jobs/outbox-worker.ts';
import {
  claimDueMessages,
  deliverDueMessages,
  MAX_ATTEMPTS,
  messageIdFor,
  retryDelaySeconds,
} from './delivery.ts';
import { type QueuedMessage, queuedMessageOf } from './messages.ts';
import { queueMessage } from './queue-message.ts';
import { DEFAULT_OUTBOX_TIMING } from './timing.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const FROM = 'reports@traitscope.test';
const ADMIN = 'ops@traitscope.test';

// A simple renderer: these tests are about delivery, not about what a message says.
const render = async (row: QueuedMessage) => ({
  from: FROM,
  to: row.recipient,
  attachments: [{ filename: 'note.txt', content: Buffer.from(`row ${row.id}`), contentType: 'text/plain' }],
  ...renderAdminNotification({ subject: `Message ${row.id}` }),
});

/** A provider that fails the first `failures` sends, then succeeds; it records every send. */
function flakyProvider(failures: number, isRetryable = true) {
  const sent: OutgoingEmail[] = [];
  let calls = 0;
  const provider: EmailProvider = {
    name: 'smtp',
    async send(message): Promise<SendResult> {
      calls += 1;
      if (calls <= failures) return { ok: false, error: `temporary failure ${calls}`, isRetryable };
      sent.push(message);
      return { ok: true, providerMessageId: `provider-${calls}` };
    },
    verify: async () => ({ ok: true, details: 'test provider' }),
  };
  return { provider, sent, calls: () => calls };
}

async function queueReport(recipient = 'reader@example.org', db: Database = database.db) {
  const [result] = await db
    .insert(assessmentResults)
    .values({ visitorId: 'v', assessmentType: 'adhd', responses: {}, score: 10, level: 'low' })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      visitorId: 'v',
      assessmentResultId: result?.id ?? 0,
      assessmentType: 'adhd',
      email: recipient,
      amount: 2999,
      originalAmount: 2999,
      currency: 'EUR',
      status: 'completed',
      emailStatus: 'pending',
      orderType: 'paid',
      provider: 'test',
    })
    .returning();
  if (!order) throw new Error('queueing failed');
  const row = await queueMessage(
    db,
    {
      kind: 'report',
      recipient,
      orderId: order.id,
      payload: { orderId: order.id, assessmentResultId: order.assessmentResultId, assessmentType: 'adhd' },
    },
    { sendAt: new Date(0) },
  );
  return { row, order };
}

/** A note to staff, the simplest message there is. */
const queueNote = (db: Database, recipient: string) =>
  queueMessage(db, { kind: 'admin-notification', recipient, payload: { subject: `Note to ${recipient}` } });

async function drain(provider: EmailProvider, clock: { now: Date }, adminEmail: string | undefined = ADMIN) {
  // Run delivery repeatedly, moving the clock past each back-off, as the worker would over time.
  for (let round = 0; round < MAX_ATTEMPTS + 2; round++) {
    await deliverDueMessages({
      db: database.db,
      provider,
      render,
      // The order's e-mail status is checkout's, handed to the outbox as app.ts hands it.
      hooks: { report: reportEmailStatus },
      emailFrom: FROM,
      adminEmail,
      now: () => clock.now,
    });
    clock.now = new Date(clock.now.getTime() + 2 * 60 * 60 * 1000);
  }
}

/** The database, noting the table of every update, insert and raw statement the worker makes through it. */
function recordingWrites(db: Database, onWrite: (table: string) => void): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'update' || property === 'insert') {
        return (table: Table) => {
          onWrite(getTableName(table));
          return value.call(target, table);
        };
      }
      if (property === 'execute') {
        return (statement: unknown) => {
          onWrite('raw statement');
          return value.call(target, statement);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const rowById = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const orderById = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the outbox', () => {
  it('backs off 30 s, 1 min, 2 min ... up to an hour', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelaySeconds(attempts))).toEqual([30, 60, 120, 240, 3600]);
  });

  it('survives a provider that fails three times: the message is sent once and the order says sent', async () => {
    const { row, order } = await queueReport();
    const flaky = flakyProvider(3);
    const clock = { now: new Date('2026-01-01T10:00:00Z') };

    await deliverDueMessages({
      db: database.db,
      provider: flaky.provider,
      render,
      emailFrom: FROM,
      adminEmail: ADMIN,
      now: () => clock.now,
    });
    const afterFirst = await rowById(row.id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'temporary failure 1' });
    expect(afterFirst?.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 30_000);

    await drain(flaky.provider, clock);
    expect(flaky.sent).toHaveLength(1);
    expect(flaky.sent[0]?.messageId).toBe(messageIdFor(row.id, FROM));
    expect(await rowById(row.id)).toMatchObject({
      status: 'sent',
      attempts: 4,
      providerMessageId: 'provider-4',
      lastError: null,
    });
    expect((await orderById(order.id))?.emailStatus).toBe('sent');
  });

  it('gives up after the last attempt, marks the order failed and tells the admin', async () => {
    const { row, order } = await queueReport('unlucky@example.org');
    const always = flakyProvider(Number.POSITIVE_INFINITY);
    await drain(always.provider, { now: new Date('2026-01-02T10:00:00Z') }, ADMIN);
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await orderById(order.id))?.emailStatus).toBe('failed');
    const notes = await database.db.select().from(outbox).where(eq(outbox.kind, 'admin-notification'));
    const note = notes.find((n) => n.payload.outboxId === row.id);
    expect(note).toMatchObject({ recipient: ADMIN, orderId: order.id });
    expect(note?.payload.recipient).toBe('unlucky@example.org');
  });

  it('does not retry a permanent refusal', async () => {
    const { row } = await queueReport('nobody@invalid.example');
    const refusing = flakyProvider(Number.POSITIVE_INFINITY, false);
    await deliverDueMessages({
      db: database.db,
      provider: refusing.provider,
      render,
      emailFrom: FROM,
      adminEmail: undefined,
      now: () => new Date('2026-01-03T10:00:00Z'),
    });
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refusing.calls()).toBe(1);
  });

  it('never lets two workers take the same row', async () => {
    const rows = await Promise.all(Array.from({ length: 30 }, () => queueReport()));
    const now = new Date('2026-01-04T10:00:00Z');
    const claimed = await Promise.all(
      Array.from({ length: 6 }, () => claimDueMessages(database.db, { now, limit: 10, emailFrom: FROM })),
    );
    const ids = claimed.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ours = new Set(rows.map(({ row }) => row.id));
    expect(ids.filter((id) => ours.has(id)).length).toBe(30);
    // Leave nothing claimed behind for the next test.
    await database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(inArray(outbox.id, [...ours]));
  });

  it('sends a message once across concurrent workers and a crash, with the capture mailbox', async () => {
    const capture = createCaptureProvider(database.db);
    const { row } = await queueReport('crash@example.org');
    const start = new Date('2026-01-05T10:00:00Z');
    // A worker takes the row and dies before recording anything.
    const [taken] = (await claimDueMessages(database.db, { now: start, emailFrom: FROM })).filter(
      (claimed) => claimed.id === row.id,
    );
    expect(taken?.status).toBe('sending');
    await capture.send({ ...(await render(queuedMessageOf(row))), messageId: messageIdFor(row.id, FROM) });

    // Before the lease runs out nobody touches it; afterwards it is sent again under the same Message-ID.
    const soon = new Date(start.getTime() + 10_000);
    await deliverDueMessages({
      db: database.db,
      provider: capture,
      render,
      emailFrom: FROM,
      adminEmail: undefined,
      now: () => soon,
    });
    expect((await rowById(row.id))?.status).toBe('sending');
    const later = new Date(start.getTime() + (DEFAULT_OUTBOX_TIMING.leaseSeconds + 1) * 1000);
    await Promise.all([
      deliverDueMessages({
        db: database.db,
        provider: capture,
        render,
        emailFrom: FROM,
        adminEmail: undefined,
        now: () => later,
      }),
      deliverDueMessages({
        db: database.db,
        provider: capture,
        render,
        emailFrom: FROM,
        adminEmail: undefined,
        now: () => later,
      }),
    ]);
    expect((await rowById(row.id))?.status).toBe('sent');
    const captured = await database.db
      .select()
      .from(capturedEmails)
      .where(eq(capturedEmails.to, 'crash@example.org'));
    expect(captured).toHaveLength(1);
    expect(captured[0]?.attachments[0]).toMatchObject({ filename: 'note.txt', contentType: 'text/plain' });
  });

  it('records the Message-ID when it takes a row, before sending, and sends every retry under it', async () => {
    const { row } = await queueReport('recorded@example.org');
    const seen: (string | null | undefined)[] = [];
    const provider: EmailProvider = {
      name: 'smtp',
      async send(message) {
        if (message.to === 'recorded@example.org') {
          seen.push((await rowById(row.id))?.messageId, message.messageId);
        }
        return { ok: false, error: 'try later', isRetryable: true };
      },
      verify: async () => ({ ok: true, details: 'test provider' }),
    };
    const clock = { now: new Date('2026-02-01T10:00:00Z') };
    for (let round = 0; round < 2; round++) {
      await deliverDueMessages({
        db: database.db,
        provider,
        render,
        emailFrom: FROM,
        adminEmail: undefined,
        now: () => clock.now,
      });
      clock.now = new Date(clock.now.getTime() + 60 * 60 * 1000);
    }
    expect(seen).toEqual(Array(4).fill(messageIdFor(row.id, FROM)));
  });

  it('derives the Message-ID from the row and keeps it across a retry, a takeover and a new EMAIL_FROM', async () => {
    const { row } = await queueReport('stable@example.org');
    const seen: string[] = [];
    let isRefusing = true;
    const provider: EmailProvider = {
      name: 'smtp',
      async send(message) {
        if (message.to === 'stable@example.org') seen.push(message.messageId);
        if (isRefusing) return { ok: false, error: 'try later', isRetryable: true };
        return { ok: true, providerMessageId: 'accepted' };
      },
      verify: async () => ({ ok: true, details: 'test provider' }),
    };
    const start = new Date('2026-02-01T12:00:00Z');
    const deliver = (now: Date, emailFrom: string) =>
      deliverDueMessages({
        db: database.db,
        provider,
        render,
        emailFrom,
        adminEmail: undefined,
        now: () => now,
      });
    // Refused once; then another instance takes the row after a crash left it leased; then one with a new sender.
    await deliver(start, FROM);
    const retryAt = new Date(start.getTime() + retryDelaySeconds(1) * 1000);
    await claimDueMessages(database.db, { now: retryAt, emailFrom: FROM });
    const afterLease = new Date(retryAt.getTime() + (DEFAULT_OUTBOX_TIMING.leaseSeconds + 1) * 1000);
    await deliver(afterLease, 'reports@another-instance.test');
    isRefusing = false;
    await deliver(new Date(afterLease.getTime() + 60 * 60 * 1000), 'news@renamed.test');

    const expected = `<outbox-${row.id}@traitscope.test>`;
    expect(messageIdFor(row.id, FROM)).toBe(expected);
    expect(seen).toEqual([expected, expected, expected]);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', messageId: expected, attempts: 4 });
  });

  it('takes over and retries on the configured timing (OUTBOX_LEASE_SECONDS, OUTBOX_FIRST_RETRY_SECONDS)', async () => {
    const { row } = await queueReport('timing@example.org');
    const timing = { leaseSeconds: 6, firstRetrySeconds: 5 };
    let isRefusing = true;
    const sentAt: Date[] = [];
    let clock = new Date('2026-03-01T08:00:00Z');
    const provider: EmailProvider = {
      name: 'smtp',
      async send(message) {
        if (message.to !== 'timing@example.org') return { ok: true, providerMessageId: 'other' };
        if (isRefusing) return { ok: false, error: 'try later', isRetryable: true };
        sentAt.push(clock);
        return { ok: true, providerMessageId: 'accepted' };
      },
      verify: async () => ({ ok: true, details: 'test provider' }),
    };
    const deliverAt = (seconds: number) => {
      clock = new Date(Date.parse('2026-03-01T08:00:00Z') + seconds * 1000);
      return deliverDueMessages({
        db: database.db,
        provider,
        render,
        emailFrom: FROM,
        adminEmail: undefined,
        timing,
        now: () => clock,
      });
    };
    await deliverAt(0);
    expect(await rowById(row.id)).toMatchObject({ status: 'pending', attempts: 1 });
    // Due again 5 s later, not 30: a worker claims it and dies.
    await deliverAt(4);
    expect((await rowById(row.id))?.attempts).toBe(1);
    await claimDueMessages(database.db, {
      now: new Date(Date.parse('2026-03-01T08:00:05Z')),
      emailFrom: FROM,
      leaseSeconds: 6,
    });
    expect(await rowById(row.id)).toMatchObject({ status: 'sending', attempts: 2 });
    // Still leased 5 s on; taken over and sent once the 6 s lease has run out, long before the default 20 s.
    isRefusing = false;
    await deliverAt(10);
    expect(sentAt).toEqual([]);
    await deliverAt(12);
    expect(sentAt).toHaveLength(1);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it("writes the row's 'sent' first, alone, and the order after it: a failed order write sends nothing twice", async () => {
    const fresh = await createTestDatabase();
    try {
      const { row, order } = await queueReport('first-write@example.org', fresh.db);
      // The order's first write fails (a lock timeout, a dropped connection: a sequence counts the attempts, since
      // a failed statement keeps no row), and the write that succeeds notes the outbox row's state.
      await fresh.db.execute(sql`create sequence order_write_attempts`);
      await fresh.db.execute(sql`create table order_writes (outbox_status text)`);
      await fresh.db.execute(
        sql.raw(`
        create function fail_first_order_write() returns trigger language plpgsql as $$
        begin
          if nextval('order_write_attempts') = 1 then raise exception 'the order row is busy'; end if;
          insert into order_writes select status from outbox where order_id = new.id;
          return new;
        end $$`),
      );
      await fresh.db.execute(
        sql.raw(`
        create trigger fail_first_order_write before update on orders
        for each row execute function fail_first_order_write()`),
      );
      let isAccepted = false;
      const writesAfterAcceptance: string[] = [];
      const db = recordingWrites(fresh.db, (table) => {
        if (isAccepted) writesAfterAcceptance.push(table);
      });
      const sent = flakyProvider(0);
      const provider: EmailProvider = {
        ...sent.provider,
        async send(message) {
          const result = await sent.provider.send(message);
          isAccepted = true;
          return result;
        },
      };
      await deliverDueMessages({
        db,
        provider,
        render,
        hooks: { report: reportEmailStatus },
        emailFrom: FROM,
        adminEmail: undefined,
      });

      expect(writesAfterAcceptance).toEqual(['outbox', 'orders', 'orders']);
      const writes = await queryRows<{ outbox_status: string }>(fresh.db, sql`select * from order_writes`);
      expect(writes.map((write) => write.outbox_status)).toEqual(['sent']);
      expect(sent.sent).toHaveLength(1);
      const [after] = await fresh.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(after).toMatchObject({ status: 'sent', attempts: 1, lockedAt: null });
      const [orderAfter] = await fresh.db.select().from(orders).where(eq(orders.id, order.id));
      expect(orderAfter?.emailStatus).toBe('sent');
    } finally {
      await fresh.close();
    }
  });

  it('records a payload that does not fit its kind as failed at once, tells its order and staff, and goes on', async () => {
    const { row, order } = await queueReport('misshapen@example.org');
    // As a hand-edited row or a release that wrote another shape would leave it.
    await database.db
      .update(outbox)
      .set({ payload: { orderId: 'not a number' } })
      .where(eq(outbox.id, row.id));
    const note = await queueNote(database.db, 'after-misshapen@example.org');
    const flaky = flakyProvider(0);
    await deliverDueMessages({
      db: database.db,
      provider: flaky.provider,
      render,
      hooks: { report: reportEmailStatus },
      emailFrom: FROM,
      adminEmail: ADMIN,
    });

    expect(await rowById(row.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the payload does not fit a report message: orderId, assessmentResultId, assessmentType',
    });
    expect((await orderById(order.id))?.emailStatus).toBe('failed');
    expect(flaky.sent.map((message) => message.to)).not.toContain('misshapen@example.org');
    expect((await rowById(note.id))?.status).toBe('sent');
    const notices = await database.db.select().from(outbox).where(eq(outbox.kind, 'admin-notification'));
    expect(notices.find((notice) => notice.payload.outboxId === row.id)?.payload).toMatchObject({
      kind: 'report',
      attempts: 1,
    });
  });

  it('goes on with the batch after one row fails', async () => {
    const rows = await Promise.all(
      ['first', 'broken', 'last'].map((name) => queueReport(`${name}@batch.example`)),
    );
    const flaky = flakyProvider(0);
    await deliverDueMessages({
      db: database.db,
      provider: flaky.provider,
      render: async (row) => {
        if (row.recipient === 'broken@batch.example') throw new Error('the template broke');
        return render(row);
      },
      emailFrom: FROM,
      adminEmail: undefined,
      now: () => new Date('2026-02-02T10:00:00Z'),
    });
    const [first, broken, last] = await Promise.all(rows.map(({ row }) => rowById(row.id)));
    expect(first?.status).toBe('sent');
    expect(last?.status).toBe('sent');
    expect(broken).toMatchObject({ status: 'pending', lockedAt: null });
    expect(broken?.lastError).toContain('the template broke');
  });

  it('never sends a row whose lease another worker took over while it was rendering', async () => {
    const { row } = await queueReport('slow@example.org');
    const slow = flakyProvider(0);
    const quick = flakyProvider(0);
    const start = new Date('2026-02-03T10:00:00Z');
    let finishRendering = () => {};
    let isRendering = () => {};
    const rendering = new Promise<void>((resolve) => {
      isRendering = resolve;
    });
    const first = deliverDueMessages({
      db: database.db,
      provider: slow.provider,
      render: async (claimed) => {
        if (claimed.id === row.id) {
          isRendering();
          await new Promise<void>((resolve) => {
            finishRendering = resolve;
          });
        }
        return render(claimed);
      },
      emailFrom: FROM,
      adminEmail: undefined,
      now: () => start,
    });
    await rendering;
    // The first worker looks dead: its lease ran out, and a second one takes the row and sends it.
    const later = new Date(start.getTime() + (DEFAULT_OUTBOX_TIMING.leaseSeconds + 1) * 1000);
    await deliverDueMessages({
      db: database.db,
      provider: quick.provider,
      render,
      emailFrom: FROM,
      adminEmail: undefined,
      now: () => later,
    });
    finishRendering();
    await first;
    const sends = [...slow.sent, ...quick.sent].filter((message) => message.to === 'slow@example.org');
    expect(sends).toHaveLength(1);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when stopped, finishes the row it is sending and hands back the rest of its batch', async () => {
    const fresh = await createTestDatabase();
    try {
      // One after another: the batch is claimed in id order, and the test names which row is first.
      const queued = [];
      for (const name of ['a', 'b', 'c']) queued.push(await queueNote(fresh.db, `${name}@stop.example`));
      let release = () => {};
      let isSending = () => {};
      const sending = new Promise<void>((resolve) => {
        isSending = resolve;
      });
      const sent: string[] = [];
      const provider: EmailProvider = {
        name: 'smtp',
        async send(message) {
          isSending();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          sent.push(message.to);
          return { ok: true, providerMessageId: `provider-${message.to}` };
        },
        verify: async () => ({ ok: true, details: 'test provider' }),
      };
      const worker = startOutboxWorker({
        db: fresh.db,
        provider,
        render,
        emailFrom: FROM,
        adminEmail: undefined,
        intervalMs: 3_600_000,
        onError: (error) => {
          throw error;
        },
      });
      const run = worker.runOnce();
      await sending;
      const stopped = worker.stop(10_000);
      release();
      await Promise.all([run, stopped]);
      expect(sent).toEqual(['a@stop.example']);
      const after = await fresh.db.select().from(outbox).orderBy(outbox.id);
      expect(after.map((row) => [row.recipient, row.status, row.attempts, row.lockedAt])).toEqual([
        ['a@stop.example', 'sent', 1, null],
        ['b@stop.example', 'pending', 0, null],
        ['c@stop.example', 'pending', 0, null],
      ]);
      expect(after.map((row) => row.id)).toEqual(queued.map((row) => row.id));
      // A stopped worker claims nothing more.
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('hands back a row still rendering at the drain deadline, and never sends it afterwards', async () => {
    const fresh = await createTestDatabase();
    try {
      await queueNote(fresh.db, 'late@stop.example');
      let finishRendering = () => {};
      let isRendering = () => {};
      const rendering = new Promise<void>((resolve) => {
        isRendering = resolve;
      });
      const flaky = flakyProvider(0);
      const worker = startOutboxWorker({
        db: fresh.db,
        provider: flaky.provider,
        render: async (row) => {
          isRendering();
          await new Promise<void>((resolve) => {
            finishRendering = resolve;
          });
          return render(row);
        },
        emailFrom: FROM,
        adminEmail: undefined,
        intervalMs: 3_600_000,
        onError: (error) => {
          throw error;
        },
      });
      const run = worker.runOnce();
      await rendering;
      const stopped = worker.stop(50);
      await stopped;
      finishRendering();
      await run;
      expect(flaky.sent).toEqual([]);
      const [row] = await fresh.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedAt: null });
    } finally {
      await fresh.close();
    }
  });

  describe("on the database's clock", () => {
    const deliverWithoutClock = (provider: EmailProvider) =>
      deliverDueMessages({ db: database.db, provider, render, emailFrom: FROM, adminEmail: undefined });

    it('sends a message queued a moment ago on the next run, whatever the millisecond', async () => {
      const { provider } = flakyProvider(0);
      // The row's due time comes from the database in microseconds; a worker comparing it with its own clock
      // in milliseconds skipped a row queued within the same millisecond.
      for (let round = 0; round < 20; round += 1) {
        const row = await queueNote(database.db, ADMIN);
        await deliverWithoutClock(provider);
        expect((await rowById(row.id))?.status).toBe('sent');
      }
    });

    // PGlite runs inside this process and reads the process's clock, so only a server can disagree with it.
    it.skipIf(TEST_DB === 'pglite')(
      "never takes a message another instance is sending because this instance's clock runs ahead",
      async () => {
        const [row] = await database.db
          .insert(outbox)
          .values({
            kind: 'admin-notification',
            recipient: ADMIN,
            payload: { subject: 'Taken' },
            status: 'sending',
            lockedAt: sql`now()`,
          })
          .returning();
        vi.useFakeTimers({
          toFake: ['Date'],
          now: Date.now() + (DEFAULT_OUTBOX_TIMING.leaseSeconds + 60) * 1000,
        });
        try {
          await deliverWithoutClock(flakyProvider(0).provider);
        } finally {
          vi.useRealTimers();
        }
        expect((await rowById(row?.id ?? 0))?.status).toBe('sending');
      },
    );
  });
});
