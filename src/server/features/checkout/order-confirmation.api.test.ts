import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
import { RESENDS_PER_ORDER } from '../../../domain/checkout/resend-limits.ts';
import { discountCodes, orders } from '../../db/schema.ts';

// An order's confirmation page (/orders/<ref>) and the payment page's question whether a result is ordered.

const FREE_CODE = 'CONFIRMED';
const BUYER = 'reader@example.org';
const NO_SUCH_ORDER =
  'We could not find that order. The link may be incomplete, or the order was placed in another browser.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...UNCAPPED_REPORTS, RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE },
  });
});
afterAll(() => t.close());

const getAs = (session: VisitorSession, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

async function freeOrder(session: VisitorSession, resultId: number, code = FREE_CODE, email = BUYER) {
  const response = await postAs(t.app, session, '/api/free-order', {
    consent: true,
    email,
    assessmentType: 'adhd',
    assessmentResultId: resultId,
    discountCode: code,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderRef: string; orderId: number };
}

/** A visitor with a free order of their own result. */
async function buyerWithOrder(email = BUYER) {
  const buyer = await startVisitorSession(t.app);
  const resultId = await createResult(t.app, buyer);
  const order = await freeOrder(buyer, resultId, FREE_CODE, email);
  return { buyer, resultId, ...order };
}

function expectNoSuchOrder(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message: NO_SUCH_ORDER });
}

describe('GET /api/orders/:ref', () => {
  it('shows the buyer their order: the report, the masked address and the delivery, never the row id', async () => {
    const { buyer, orderRef } = await buyerWithOrder();
    // A random (version 4) UUID: nothing in it follows from the row id or from another order's ref.
    expect(orderRef).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const response = await getAs(buyer, `/api/orders/${orderRef}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      orderRef,
      assessmentType: 'adhd',
      maskedEmail: 'r•••@example.org',
      delivery: 'sending',
    });
    expect(response.body).not.toContain(BUYER);
  });

  it('says when the report e-mail could not be sent', async () => {
    const { buyer, orderRef } = await buyerWithOrder();
    await t.database.db.update(orders).set({ emailStatus: 'failed' }).where(eq(orders.ref, orderRef));
    const response = await getAs(buyer, `/api/orders/${orderRef}`);
    expect(response.json()).toMatchObject({ delivery: 'email-failed' });
  });

  it('answers another visitor with a session of their own as it answers a made-up ref', async () => {
    const { orderRef } = await buyerWithOrder();
    const stranger = await startVisitorSession(t.app);
    expectNoSuchOrder(await getAs(stranger, `/api/orders/${orderRef}`));
    expectNoSuchOrder(await getAs(stranger, `/api/orders/${randomUUID()}`));
    // Without any cookie at all, too.
    expectNoSuchOrder(await t.app.inject({ method: 'GET', url: `/api/orders/${orderRef}` }));
  });

  it('answers a guessed or malformed ref with the same 404, never a 400 or a 500', async () => {
    const { buyer, orderId } = await buyerWithOrder();
    for (const ref of [
      String(orderId),
      `TS-${String(orderId).padStart(6, '0')}`,
      'not-a-ref',
      "'%20or%201=1",
    ]) {
      expectNoSuchOrder(await getAs(buyer, `/api/orders/${ref}`));
    }
  });

  it('does not show an order whose checkout was never paid', async () => {
    const buyer = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, buyer);
    const started = await postAs(t.app, buyer, '/api/create-checkout-session', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
    expect(started.statusCode, started.body).toBe(200);
    const [pending] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, started.json().sessionId));
    expectNoSuchOrder(await getAs(buyer, `/api/orders/${pending?.ref}`));
  });

  it('gives a paid order its ref once the return page confirms it', async () => {
    const buyer = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, buyer);
    const started = await postAs(t.app, buyer, '/api/create-checkout-session', {
      consent: true,
      email: BUYER,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
    });
    const { sessionId } = started.json() as { sessionId: string };
    expect((await postAs(t.app, buyer, `/api/test-checkout/${sessionId}/pay`, {})).statusCode).toBe(200);

    const processed = await postAs(t.app, buyer, '/api/process-order', {
      sessionId,
      assessmentResultId: resultId,
    });
    const { orderRef } = processed.json() as { orderRef: string };
    expect((await getAs(buyer, `/api/orders/${orderRef}`)).json()).toMatchObject({ delivery: 'sending' });

    // Someone else holding the session id (it is only a trigger) learns neither the address nor the ref.
    const stranger = await startVisitorSession(t.app);
    const theirs = await postAs(t.app, stranger, '/api/process-order', { sessionId });
    expect(theirs.json()).not.toHaveProperty('orderRef');
    expect(theirs.json()).not.toHaveProperty('email');
  });

  it('shows a reward order as decided by e-mail, whether its report was granted or declined', async () => {
    const refs: string[] = [];
    for (const code of ['REWARD-GRANTED', 'REWARD-DECLINED']) {
      await t.database.db.insert(discountCodes).values({ code, percentage: 100, source: 'referral' });
      const buyer = await startVisitorSession(t.app);
      const { orderRef } = await freeOrder(
        buyer,
        await createResult(t.app, buyer),
        code,
        'rewarded@example.org',
      );
      const response = await getAs(buyer, `/api/orders/${orderRef}`);
      expect(response.json()).toMatchObject({
        delivery: 'decided-by-email',
        maskedEmail: 'r•••@example.org',
      });
      refs.push(orderRef);
    }
    // The second reward to one mailbox in a month is declined: the order failed, and looks the same.
    const statuses = await Promise.all(
      refs.map(
        async (ref) => (await t.database.db.select().from(orders).where(eq(orders.ref, ref)))[0]?.status,
      ),
    );
    expect(statuses).toEqual(['completed', 'failed']);
  });
});

describe('POST /api/orders/:ref/resend', () => {
  it('sends the report again to the order’s address, within the per-order cap', async () => {
    const { buyer, orderRef } = await buyerWithOrder();
    for (let sent = 0; sent < RESENDS_PER_ORDER; sent++) {
      const response = await postAs(t.app, buyer, `/api/orders/${orderRef}/resend`, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'We are sending your report to r•••@example.org again.',
      });
    }
    const over = await postAs(t.app, buyer, `/api/orders/${orderRef}/resend`, {});
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain(`already sent this report again ${RESENDS_PER_ORDER} times`);
  });

  it('shares its caps with the resend by result: together they send no more', async () => {
    // An address of its own, so that the per-address cap of the test above is not what answers.
    const email = 'shared-caps@example.org';
    const { buyer, orderRef, resultId } = await buyerWithOrder(email);
    for (let sent = 0; sent < RESENDS_PER_ORDER; sent++) {
      const response = await postAs(t.app, buyer, '/api/resend-assessment-email', {
        email,
        assessmentResultId: resultId,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await postAs(t.app, buyer, `/api/orders/${orderRef}/resend`, {})).statusCode).toBe(429);
  });

  it('refuses another visitor, a made-up ref and a malformed one alike, and a call without the token', async () => {
    const { buyer, orderRef } = await buyerWithOrder();
    const stranger = await startVisitorSession(t.app);
    expectNoSuchOrder(await postAs(t.app, stranger, `/api/orders/${orderRef}/resend`, {}));
    expectNoSuchOrder(await postAs(t.app, stranger, `/api/orders/${randomUUID()}/resend`, {}));
    expectNoSuchOrder(await postAs(t.app, buyer, '/api/orders/12/resend', {}));
    const forged = await postAs(
      t.app,
      buyer,
      `/api/orders/${orderRef}/resend`,
      {},
      { 'csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('GET /api/assessment-results/:id/order', () => {
  it('names the buyer’s order of the result, and nothing for a result not ordered yet', async () => {
    const { buyer, resultId, orderRef } = await buyerWithOrder();
    expect((await getAs(buyer, `/api/assessment-results/${resultId}/order`)).json()).toEqual({ orderRef });

    const newTake = await createResult(t.app, buyer);
    expect((await getAs(buyer, `/api/assessment-results/${newTake}/order`)).json()).toEqual({
      orderRef: null,
    });
  });

  it('tells another visitor nothing about someone else’s result', async () => {
    const { resultId } = await buyerWithOrder();
    const stranger = await startVisitorSession(t.app);
    const response = await getAs(stranger, `/api/assessment-results/${resultId}/order`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderRef: null });
  });

  it('refuses an id that is not a row id with a 400', async () => {
    const buyer = await startVisitorSession(t.app);
    for (const id of ['abc', '0', '99999999999']) {
      const response = await getAs(buyer, `/api/assessment-results/${id}/order`);
      expect(response.statusCode, id).toBe(400);
    }
  });
});
