import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import { appMessageContext } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { RESENDS_PER_ADDRESS, RESENDS_PER_ORDER } from '../../../domain/checkout/resend-limits.ts';
import { capturedEmails, outbox, reportPdfs } from '../../db/schema.ts';
import { deliverDueMessages } from '../../outbox/delivery.ts';
import { queuedMessageOf } from '../../outbox/messages.ts';
import { renderOutboxMessage } from '../email/render-message.ts';
import { applyRetention } from '../your-data/apply-retention.ts';
import { erasePersonalData } from '../your-data/erase-personal-data.ts';

const SUPPORT = 'help@traitscope.test';
const ADMIN = 'ops@traitscope.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...UNCAPPED_REPORTS,
      RATE_LIMIT_PER_MINUTE: '10000',
      FREE_ORDER_CODE: 'FREEREPORT',
      ADMIN_EMAIL: ADMIN,
      SUPPORT_EMAIL: SUPPORT,
    },
  });
});
afterAll(() => t.close());

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${++counter}@example.org`;

async function freeOrder(visitor: VisitorSession, email: string) {
  const resultId = await createResult(t.app, visitor);
  const response = await postAs(t.app, visitor, '/api/free-order', {
    consent: true,
    email,
    assessmentType: 'adhd',
    assessmentResultId: resultId,
    discountCode: 'FREEREPORT',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { resultId, orderId: response.json().orderId as number };
}

const reportRows = (orderId: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'report')));

/** Sends what the outbox holds to the capture mailbox, counting how many report PDFs were rendered. */
async function deliverMailCountingRenders() {
  let renders = 0;
  const appContext = appMessageContext(t.app.config, t.app.db);
  const context = {
    ...appContext,
    renderReportFiles: (input: Parameters<typeof appContext.renderReportFiles>[0]) => {
      renders += 1;
      return appContext.renderReportFiles(input);
    },
  };
  while (
    (await deliverDueMessages({
      db: t.app.db,
      provider: t.app.email,
      render: (row) => renderOutboxMessage(context, row),
      emailFrom: t.app.config.emailFrom,
      adminEmail: undefined,
    })) > 0
  );
  return renders;
}

describe('report resends', () => {
  it('queues at most three of 58 parallel resends and renders the PDF once for all of them', async () => {
    const visitor = await startVisitorSession(t.app);
    const email = uniqueAddress('bombed');
    const { resultId, orderId } = await freeOrder(visitor, email);

    const answers = await Promise.all(
      Array.from({ length: 58 }, () =>
        postAs(t.app, visitor, '/api/resend-assessment-email', { email, assessmentResultId: resultId }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESENDS_PER_ORDER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(58 - RESENDS_PER_ORDER);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toContain(SUPPORT);
    // The first send of the order plus three resends.
    expect(await reportRows(orderId)).toHaveLength(1 + RESENDS_PER_ORDER);

    expect(await deliverMailCountingRenders()).toBe(1);
    const sent = await t.app.db.select().from(capturedEmails).where(eq(capturedEmails.to, email));
    expect(sent).toHaveLength(1 + RESENDS_PER_ORDER);
    for (const message of sent) expect(message.attachments[0]?.contentType).toBe('application/pdf');
  }, 60_000);

  it('caps resends per address across orders, and send-email-direct counts as a resend', async () => {
    const visitor = await startVisitorSession(t.app);
    const email = uniqueAddress('many-orders');
    const first = await freeOrder(visitor, email);
    const second = await freeOrder(visitor, email);
    const resend = (resultId: number) =>
      postAs(t.app, visitor, '/api/resend-assessment-email', { email, assessmentResultId: resultId });

    for (let i = 0; i < RESENDS_PER_ORDER; i++) expect((await resend(first.resultId)).statusCode).toBe(200);
    expect((await resend(first.resultId)).statusCode).toBe(429);
    const direct = () => postAs(t.app, visitor, '/api/send-email-direct', { email, subject: 's', text: 't' });
    for (let i = RESENDS_PER_ORDER; i < RESENDS_PER_ADDRESS; i++) {
      expect((await direct()).statusCode).toBe(200);
    }
    const overAddress = await resend(second.resultId);
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json().message).toContain(SUPPORT);
    expect((await direct()).statusCode).toBe(429);
    const rows = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'report'), inArray(outbox.orderId, [first.orderId, second.orderId])));
    expect(rows).toHaveLength(2 + RESENDS_PER_ADDRESS);
  });

  it('keeps the stored PDF no longer than the resend window, and erasure removes it', async () => {
    const visitor = await startVisitorSession(t.app);
    const email = uniqueAddress('stored');
    const kept = await freeOrder(visitor, email);
    const erased = await freeOrder(await startVisitorSession(t.app), uniqueAddress('erased'));
    await deliverMailCountingRenders();
    const stored = () =>
      t.app.db
        .select({ orderId: reportPdfs.orderId })
        .from(reportPdfs)
        .where(inArray(reportPdfs.orderId, [kept.orderId, erased.orderId]));
    expect(await stored()).toHaveLength(2);

    const [erasedOrder] = await t.app.db.select().from(outbox).where(eq(outbox.orderId, erased.orderId));
    await erasePersonalData({ db: t.app.db, email: erasedOrder?.recipient ?? '', source: 'admin' });
    expect((await stored()).map((row) => row.orderId)).toEqual([kept.orderId]);

    const periods = t.app.config.retention;
    await applyRetention({ db: t.app.db, periods, now: new Date(Date.now() + 60 * 60 * 1000) });
    expect(await stored()).toHaveLength(1);
    await applyRetention({ db: t.app.db, periods, now: new Date(Date.now() + 25 * 60 * 60 * 1000) });
    expect(await stored()).toHaveLength(0);
  }, 60_000);
});

describe('the admin notification', () => {
  const PHISHING =
    'URGENT: Stripe payout blocked. Log in at https://evil.example/admin-login to restore payouts';

  it('carries only what the server looked up, never the caller’s session id, once an hour', async () => {
    const visitor = await startVisitorSession(t.app);
    const { resultId, orderId } = await freeOrder(visitor, uniqueAddress('notify'));
    const body = { sessionId: PHISHING, assessmentResultId: resultId, paymentAmount: 29.99 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postAs(t.app, visitor, '/api/admin-payment-notification', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(202));

    const notes = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'admin-notification')));
    expect(notes).toHaveLength(1);
    const [note] = notes;
    if (!note) throw new Error('no notification');
    expect(JSON.stringify(note.payload)).not.toContain('evil.example');
    expect(note.payload).toMatchObject({ orderId, orderStatus: 'completed', orderType: 'free' });
    const message = await renderOutboxMessage(
      appMessageContext(t.app.config, t.app.db),
      queuedMessageOf(note),
    );
    expect(`${message.subject}${message.text}${message.html}`).not.toContain('evil.example');
    expect(message.text).toContain(`orderId: ${orderId}`);
  });
});

describe("another visitor's view of an order", () => {
  async function paidOrder() {
    const buyer = await startVisitorSession(t.app);
    const email = uniqueAddress('buyer');
    const resultId = await createResult(t.app, buyer);
    const checkout = await postAs(t.app, buyer, '/api/create-checkout-session', {
      consent: true,
      email,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    return { buyer, email, resultId, sessionId: checkout.json().sessionId as string };
  }

  it('process-order answers another visitor without the buyer’s address, and the buyer with it', async () => {
    const { buyer, email, sessionId } = await paidOrder();
    expect((await postAs(t.app, buyer, `/api/test-checkout/${sessionId}/pay`, {})).statusCode).toBe(200);
    const stranger = await startVisitorSession(t.app);
    const asStranger = await postAs(t.app, stranger, '/api/process-order', { sessionId });
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.json().success).toBe(true);
    expect(asStranger.body).not.toContain(email);
    const asBuyer = await postAs(t.app, buyer, '/api/process-order', { sessionId });
    expect(asBuyer.json().email).toBe(email);
  });

  it('the test checkout page shows the address to the buyer only', async () => {
    const { buyer, email, sessionId } = await paidOrder();
    const stranger = await startVisitorSession(t.app);
    const view = (session: VisitorSession) =>
      t.app.inject({
        method: 'GET',
        url: `/api/test-checkout/${sessionId}`,
        headers: { cookie: session.cookie },
      });
    const asStranger = await view(stranger);
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.body).not.toContain(email);
    expect(asStranger.json().email).toBeNull();
    expect((await view(buyer)).json().email).toBe(email);
  });
});
