import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { CONSENT_REQUIRED_MESSAGE, PRIVACY_POLICY_VERSION } from '../../../domain/your-data/consent.ts';
import { assessmentResults, discountCodes, orders, outbox } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...UNCAPPED_REPORTS,
      RATE_LIMIT_PER_MINUTE: '10000',
      FREE_ORDER_CODE: ' FreeReport ',
      ADMIN_EMAIL: 'ops@traitscope.test',
    },
  });
});
afterAll(() => t.close());

const BUYER = 'buyer@example.org';

async function startCheckout(session: VisitorSession, resultId: number, extra: Record<string, unknown> = {}) {
  const response = await postAs(t.app, session, '/api/create-checkout-session', {
    consent: true,
    email: BUYER,
    assessmentType: 'adhd',
    assessmentResultId: resultId,
    currency: 'EUR',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { url: string; sessionId: string };
}

const pay = (session: VisitorSession, sessionId: string) =>
  postAs(t.app, session, `/api/test-checkout/${sessionId}/pay`, {});

const outboxFor = (orderId: number) => t.database.db.select().from(outbox).where(eq(outbox.orderId, orderId));

describe('a paid order with the test provider', () => {
  it('creates a pending order at the fixed price and a session on our test checkout page', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { url, sessionId } = await startCheckout(visitor, resultId);
    expect(sessionId).toMatch(/^test_session_[\w-]{24}$/);
    expect(url).toBe(`http://localhost:5000/test-checkout?session_id=${sessionId}`);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({
      status: 'pending',
      amount: 2999,
      originalAmount: 2999,
      currency: 'EUR',
      email: BUYER,
      orderType: 'paid',
      provider: 'test',
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
  });

  it('refuses to fulfil an unpaid session, whatever price and free flags the client sends', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { sessionId } = await startCheckout(visitor, resultId, { price: 0, isFreeOrder: true });
    const response = await postAs(t.app, visitor, '/api/process-order', {
      email: BUYER,
      sessionId,
      assessmentResultId: resultId,
      assessmentType: 'adhd',
      isFreeOrder: true,
      free: true,
      price: 0,
      currency: 'EUR',
      requestId: 'r-1',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe("It looks like you haven't completed the payment process.");
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({ status: 'pending', amount: 2999 });
    expect(await outboxFor(order?.id ?? 0)).toHaveLength(0);
  });

  it('refuses a forged test session id', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/api/process-order', {
      sessionId: 'test_session_forged000000000000000000',
      assessmentResultId: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find that payment.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test-checkout/test_session_forged' })).statusCode,
    ).toBe(404);
  });

  it('completes the order once when paid, with its report e-mail queued in the outbox', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { sessionId } = await startCheckout(visitor, resultId);

    const paid = await pay(visitor, sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(
      `http://localhost:5000/payment-success?session_id=${sessionId}&assessmentResultId=${resultId}`,
    );

    const response = await postAs(t.app, visitor, '/api/process-order', {
      email: BUYER,
      sessionId,
      assessmentResultId: resultId,
    });
    expect(response.json()).toMatchObject({
      success: true,
      emailSent: true,
      emailStatus: 'pending',
      email: BUYER,
      assessmentType: 'adhd',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({ status: 'completed', emailStatus: 'pending', amount: 2999 });
    const queued = await outboxFor(order?.id ?? 0);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'report', recipient: BUYER, status: 'pending' });
  });

  it('makes one order and one e-mail out of 50 concurrent return-page calls and the payment', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { sessionId } = await startCheckout(visitor, resultId);

    const calls = [
      pay(visitor, sessionId),
      ...Array.from({ length: 50 }, () =>
        postAs(t.app, visitor, '/api/process-order', { sessionId, assessmentResultId: resultId }),
      ),
    ];
    const responses = await Promise.all(calls);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 402)).toBe(
      true,
    );

    const after = await postAs(t.app, visitor, '/api/process-order', {
      sessionId,
      assessmentResultId: resultId,
    });
    expect(after.json().success).toBe(true);
    const rows = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(rows).toHaveLength(1);
    expect(await outboxFor(rows[0]?.id ?? 0)).toHaveLength(1);
  });

  it('returns a buyer to the pages of the language their result was taken in, paid or cancelled', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    await t.database.db
      .update(assessmentResults)
      .set({ language: 'de' })
      .where(eq(assessmentResults.id, resultId));
    const cancelled = await startCheckout(visitor, resultId);
    expect(
      (await postAs(t.app, visitor, `/api/test-checkout/${cancelled.sessionId}/cancel`, {})).json(),
    ).toEqual({
      redirectUrl: 'http://localhost:5000/de/standard-payment?cancelled=true',
    });
    const paid = await startCheckout(visitor, resultId);
    expect((await pay(visitor, paid.sessionId)).json().redirectUrl).toBe(
      `http://localhost:5000/de/payment-success?session_id=${paid.sessionId}&assessmentResultId=${resultId}`,
    );
  });

  it('can be cancelled, and a cancelled session cannot be paid', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { sessionId } = await startCheckout(visitor, resultId);
    const cancelled = await postAs(t.app, visitor, `/api/test-checkout/${sessionId}/cancel`, {});
    expect(cancelled.json().redirectUrl).toBe('http://localhost:5000/standard-payment?cancelled=true');
    const paid = await pay(visitor, sessionId);
    expect(paid.statusCode).toBe(409);
  });

  it("refuses a checkout for another visitor's result", async () => {
    const owner = await startVisitorSession(t.app);
    const stranger = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, owner);
    const response = await postAs(t.app, stranger, '/api/create-checkout-session', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an invalid e-mail address with the form message', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const response = await postAs(t.app, visitor, '/api/create-checkout-session', {
      consent: true,
      email: 'not-an-address',
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid email address.');
  });

  it('refuses every order that joins an address to answers without the explicit consent', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const order = { email: BUYER, assessmentType: 'adhd', assessmentResultId: resultId };
    const free = { ...order, discountCode: 'FREEREPORT' };
    const refusals = await Promise.all([
      postAs(t.app, visitor, '/api/create-checkout-session', order),
      postAs(t.app, visitor, '/api/create-checkout-session', { ...order, consent: false }),
      postAs(t.app, visitor, '/api/free-order', free),
      postAs(t.app, visitor, '/api/process-order', { ...free, sessionId: 'free_order', isFreeOrder: true }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json().message).toBe(CONSENT_REQUIRED_MESSAGE);
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(rows).toHaveLength(0);
  });

  it('stores the time of the consent and the policy version with the order', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const before = Date.now();
    await startCheckout(visitor, resultId);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(row?.consentPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(row?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows a checkout session to its buyer only', async () => {
    const visitor = await startVisitorSession(t.app);
    const stranger = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const { sessionId } = await startCheckout(visitor, resultId);
    await pay(visitor, sessionId);
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-sessions/${sessionId}`,
      headers: { cookie: visitor.cookie },
    });
    expect(asBuyer.json()).toEqual({
      id: sessionId,
      payment_status: 'paid',
      amount_total: 2999,
      currency: 'eur',
      customer_email: BUYER,
      customer_details: { email: BUYER },
      metadata: { assessmentType: 'adhd', assessmentResultId: String(resultId) },
    });
    const asStranger = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-sessions/${sessionId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain(BUYER);
  });
});

describe('discount codes', () => {
  it('recognises the free code trimmed and in any case', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/api/discount-codes/validate', { code: '  freereport ' });
    expect(response.json()).toEqual({
      valid: true,
      percentage: 100,
      isFree: true,
      message: 'Your code gives you the Complete Report for free.',
    });
  });

  it('refuses an unknown code with a clear message', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/api/discount-codes/validate', { code: 'SUMMER10' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This discount code is not valid. Please check it and try again.');
    const resultId = await createResult(t.app, visitor);
    const checkout = await postAs(t.app, visitor, '/api/create-checkout-session', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      discountCode: 'SUMMER10',
    });
    expect(checkout.statusCode).toBe(400);
  });

  it("words the verdict and the refusals of a code in the page's language", async () => {
    const visitor = await startVisitorSession(t.app);
    const validate = (code: string, language?: string) =>
      postAs(
        t.app,
        visitor,
        '/api/discount-codes/validate',
        { code },
        language ? { 'accept-language': language } : {},
      );

    const free = await validate('FreeReport', 'de');
    expect(free.json()).toEqual({
      valid: true,
      percentage: 100,
      isFree: true,
      message: 'Mit Ihrem Code erhalten Sie den vollständigen Bericht kostenlos.',
    });
    const unknown = await validate('SOMMER10', 'de-DE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Dieser Rabattcode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    });
    await t.database.db
      .insert(discountCodes)
      .values({ code: 'REWARD-USED-DE', percentage: 100, source: 'referral', usedAt: new Date() });
    const used = await validate('REWARD-USED-DE', 'de');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ message: 'Dieser Rabattcode wurde bereits verwendet.' });

    // In French, with its messages.
    expect((await validate('REWARD-USED-DE', 'fr')).json().message).toBe(MESSAGES.fr.replies.codeUsed);
    // A language the site is not written in, and a tag that names no language: English.
    for (const language of ['pt', 'xx', '*', undefined]) {
      expect((await validate('REWARD-USED-DE', language)).json(), language).toEqual({
        message: 'This discount code has already been used.',
      });
    }
  });

  it('makes a completed free order with the free code, once per result', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor, 'asd');
    const body = {
      consent: true,
      email: BUYER,
      assessmentType: 'asd',
      assessmentResultId: resultId,
      discountCode: 'FREEREPORT',
    };
    const first = await postAs(t.app, visitor, '/api/free-order', body);
    expect(first.json()).toMatchObject({
      success: true,
      emailSent: true,
      emailStatus: 'pending',
      email: BUYER,
    });
    const second = await postAs(t.app, visitor, '/api/free-order', body);
    expect(second.json().orderId).toBe(first.json().orderId);

    const rows = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'completed',
      orderType: 'free',
      amount: 0,
      originalAmount: 2999,
      discountCode: 'FREEREPORT',
      discountPercentage: 100,
    });
    expect(await outboxFor(rows[0]?.id ?? 0)).toHaveLength(1);
  });

  it('refuses a free order without a valid code', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const response = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      discountCode: 'NOPE',
    });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.$count(orders, eq(orders.assessmentResultId, resultId))).toBe(0);
  });

  it('spends a reward code once and refuses it the second time', async () => {
    await t.database.db
      .insert(discountCodes)
      .values({ code: 'REWARD-ABC123', percentage: 100, source: 'referral' });
    const first = await startVisitorSession(t.app);
    const firstResult = await createResult(t.app, first);
    const used = await postAs(t.app, first, '/api/free-order', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: firstResult,
      discountCode: 'reward-abc123',
    });
    expect(used.json().success).toBe(true);
    const [code] = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'REWARD-ABC123'));
    expect(code?.usedByOrderId).toBe(used.json().orderId);

    const second = await startVisitorSession(t.app);
    const secondResult = await createResult(t.app, second);
    const validate = await postAs(t.app, second, '/api/discount-codes/validate', { code: 'REWARD-ABC123' });
    expect(validate.statusCode).toBe(409);
    expect(validate.json().message).toBe('This discount code has already been used.');
    const reused = await postAs(t.app, second, '/api/free-order', {
      consent: true,
      email: 'other@example.org',
      assessmentType: 'adhd',
      assessmentResultId: secondResult,
      discountCode: 'REWARD-ABC123',
    });
    expect(reused.statusCode).toBe(409);
    expect(await t.database.db.$count(orders, eq(orders.assessmentResultId, secondResult))).toBe(0);
  });

  it('lets only one of two simultaneous orders spend a reward code', async () => {
    await t.database.db.insert(discountCodes).values({ code: 'RACE-1', percentage: 100, source: 'referral' });
    const a = await startVisitorSession(t.app);
    const b = await startVisitorSession(t.app);
    const [resultA, resultB] = [await createResult(t.app, a), await createResult(t.app, b)];
    // Two buyers: one mailbox may take one reward a month anyway, and this is about the code.
    const responses = await Promise.all([
      postAs(t.app, a, '/api/free-order', {
        consent: true,
        email: 'racer-a@example.org',
        assessmentType: 'adhd',
        assessmentResultId: resultA,
        discountCode: 'RACE-1',
      }),
      postAs(t.app, b, '/api/free-order', {
        consent: true,
        email: 'racer-b@example.org',
        assessmentType: 'adhd',
        assessmentResultId: resultB,
        discountCode: 'RACE-1',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const made = await t.database.db.select().from(orders).where(eq(orders.discountCode, 'RACE-1'));
    expect(made).toHaveLength(1);
  });
});

describe('support calls of the return page', () => {
  async function completedFreeOrder() {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const outcome = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      discountCode: 'freereport',
    });
    return { visitor, resultId, orderId: outcome.json().orderId as number };
  }

  it('resends the report to the order address only', async () => {
    const { visitor, resultId, orderId } = await completedFreeOrder();
    const resent = await postAs(t.app, visitor, '/api/resend-assessment-email', {
      email: BUYER,
      assessmentResultId: resultId,
    });
    expect(resent.json()).toEqual({
      success: true,
      message: `We are sending your report to ${BUYER} again.`,
    });
    expect(await outboxFor(orderId)).toHaveLength(2);

    const elsewhere = await postAs(t.app, visitor, '/api/resend-assessment-email', {
      email: 'attacker@example.org',
      assessmentResultId: resultId,
    });
    expect(elsewhere.statusCode).toBe(400);
    const stranger = await startVisitorSession(t.app);
    const notTheirs = await postAs(t.app, stranger, '/api/resend-assessment-email', {
      email: BUYER,
      assessmentResultId: resultId,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await outboxFor(orderId)).toHaveLength(2);
  });

  it("answers a resend, and its refusals, in the page's language", async () => {
    const { visitor, resultId } = await completedFreeOrder();
    const inGerman = { 'accept-language': 'de' };
    const resent = await postAs(
      t.app,
      visitor,
      '/api/resend-assessment-email',
      { email: BUYER, assessmentResultId: resultId },
      inGerman,
    );
    expect(resent.json()).toEqual({ success: true, message: `Wir senden Ihren Bericht erneut an ${BUYER}.` });
    const elsewhere = await postAs(
      t.app,
      visitor,
      '/api/resend-assessment-email',
      { email: 'attacker@example.org', assessmentResultId: resultId },
      inGerman,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: MESSAGES.de.replies.emailMismatch });
    const unknownOrder = await postAs(t.app, visitor, '/api/orders/not-a-ref/resend', {}, inGerman);
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json()).toEqual({ message: MESSAGES.de.replies.orderNotFound });
  });

  it('never relays mail: send-email-direct re-sends the caller’s own report and ignores subject and text', async () => {
    const { visitor, orderId } = await completedFreeOrder();
    const response = await postAs(t.app, visitor, '/api/send-email-direct', {
      email: BUYER,
      subject: 'Win a prize',
      text: 'click here',
    });
    expect(response.statusCode).toBe(200);
    const rows = await outboxFor(orderId);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ['report', BUYER],
      ['report', BUYER],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Win a prize');
    const stranger = await startVisitorSession(t.app);
    const relay = await postAs(t.app, stranger, '/api/send-email-direct', {
      email: 'victim@example.org',
      subject: 'x',
      text: 'y',
    });
    expect(relay.statusCode).toBe(404);
  });

  it('notifies the admin once an hour about a real order of the caller', async () => {
    const { visitor, resultId, orderId } = await completedFreeOrder();
    const body = {
      email: BUYER,
      assessmentType: 'adhd',
      paymentAmount: 29.99,
      sessionId: 'x',
      assessmentResultId: resultId,
    };
    expect((await postAs(t.app, visitor, '/api/admin-payment-notification', body)).statusCode).toBe(202);
    expect((await postAs(t.app, visitor, '/api/admin-payment-notification', body)).statusCode).toBe(202);
    const notes = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'admin-notification')));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.recipient).toBe('ops@traitscope.test');

    const stranger = await startVisitorSession(t.app);
    const forged = await postAs(t.app, stranger, '/api/admin-payment-notification', body);
    expect(forged.statusCode).toBe(404);
  });

  it('records the e-mail address of the caller’s own result only', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const ok = await postAs(t.app, visitor, '/api/update-assessment-email', {
      assessmentResultId: resultId,
      email: BUYER,
    });
    expect(ok.json()).toEqual({ success: true });
    const stranger = await startVisitorSession(t.app);
    const refused = await postAs(t.app, stranger, '/api/update-assessment-email', {
      assessmentResultId: resultId,
      email: 'x@y.org',
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('without a payment provider', () => {
  it('answers 503 with a message instead of pretending to take payment', async () => {
    const off = await createTestApp({
      // Production without Stripe keys refuses to start unless payments are named off (decision 033).
      env: { PAYMENTS_PROVIDER: 'none', RATE_LIMIT_PER_MINUTE: '1000' },
    });
    try {
      const visitor = await startVisitorSession(off.app);
      const resultId = await createResult(off.app, visitor);
      const response = await postAs(off.app, visitor, '/api/create-checkout-session', {
        consent: true,
        email: BUYER,
        assessmentType: 'adhd',
        assessmentResultId: resultId,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Payments are not available right now. Please try again later.');
    } finally {
      await off.close();
    }
  });
});
