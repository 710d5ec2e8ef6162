import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/stripe-stand-in.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { assessmentResults, orders, outbox } from '../../db/schema.ts';
import { createStripeClient, createStripeProvider } from '../../integrations/payments/stripe-provider.ts';

// The real stripe SDK, pointed at a local stand-in of Stripe's API; webhooks signed by the SDK's own helper.
const WEBHOOK_SECRET = 'whsec_test_secret_for_traitscope';
const STRIPE_KEY = 'sk_test_traitscope';
const BUYER = 'stripe-buyer@example.org';

let standIn: StripeStandIn;
let t: TestApp;
const signer = new Stripe(STRIPE_KEY);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const stripe = createStripeClient({
    secretKey: STRIPE_KEY,
    apiBase: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
  });
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RATE_LIMIT_PER_MINUTE: '10000',
    },
    payments: createStripeProvider(stripe),
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A checkout of a dyslexia result; `language`: the page it was taken on (English unless given). */
async function checkout({ discountCode, language }: { discountCode?: string; language?: Language } = {}) {
  const visitor = await startVisitorSession(t.app);
  const resultId = await createResult(t.app, visitor, 'dyslexia');
  if (language) {
    await t.database.db.update(assessmentResults).set({ language }).where(eq(assessmentResults.id, resultId));
  }
  const response = await postAs(t.app, visitor, '/api/create-checkout-session', {
    consent: true,
    email: BUYER,
    assessmentType: 'dyslexia',
    assessmentResultId: resultId,
    currency: 'EUR',
    ...(discountCode ? { discountCode } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { visitor, resultId, ...(response.json() as { url: string; sessionId: string }) };
}

function webhook(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const completedEvent = (sessionId: string) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});

describe('Stripe Checkout', () => {
  it('creates a EUR session of 2999 with our ids in the metadata and the return URLs', async () => {
    const { sessionId, url, resultId } = await checkout();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const request = standIn.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(request?.body.get('line_items[0][price_data][unit_amount]')).toBe('2999');
    expect(request?.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request?.body.get('mode')).toBe('payment');
    expect(request?.body.get('customer_email')).toBe(BUYER);
    expect(request?.body.get('metadata[orderId]')).toBe(String(order?.id));
    expect(request?.body.get('metadata[assessmentResultId]')).toBe(String(resultId));
    expect(request?.body.get('metadata[assessmentType]')).toBe('dyslexia');
    expect(request?.body.get('success_url')).toBe(
      `http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}&assessmentResultId=${resultId}`,
    );
    expect(request?.body.get('allow_promotion_codes')).toBe('true');
    expect(request?.body.get('locale')).toBe('en');
    expect(request?.body.get('line_items[0][price_data][product_data][name]')).toBe(
      'Complete Report: Reading & Processing Traits',
    );
    expect(request?.idempotencyKey).toBe(`order-${order?.id}`);
    expect(order).toMatchObject({ provider: 'stripe', status: 'pending', amount: 2999 });
  });

  it("shows Stripe's page and receipt in the language of the page the result was taken on", async () => {
    await checkout({ language: 'de' });
    const request = standIn.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(request?.body.get('locale')).toBe('de');
    expect(request?.body.get('line_items[0][price_data][product_data][name]')).toBe(
      'Vollständiger Bericht: Merkmale von Lesen und Verarbeitung',
    );
    expect(request?.body.get('success_url')).toMatch(/^http:\/\/localhost:5000\/de\/payment-success\?/);
  });

  it('hands a known promotion code to Stripe and records what Stripe charged', async () => {
    standIn.promotionCodes.set('HALF', { id: 'promo_half', percentOff: 50 });
    const visitor = await startVisitorSession(t.app);
    const validated = await postAs(t.app, visitor, '/api/discount-codes/validate', { code: 'half' });
    expect(validated.json()).toEqual({
      valid: true,
      percentage: null,
      isFree: false,
      message: 'Discount code will be applied at checkout',
    });
    const { sessionId, resultId } = await checkout({ discountCode: 'half' });
    const request = standIn.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(request?.body.get('discounts[0][promotion_code]')).toBe('promo_half');
    standIn.markPaid(sessionId);
    expect((await webhook(completedEvent(sessionId))).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(order).toMatchObject({
      status: 'completed',
      amount: 1500,
      originalAmount: 2999,
      discountPercentage: 50,
    });
  });

  it('refuses webhooks without a valid signature and changes nothing', async () => {
    const { sessionId } = await checkout();
    standIn.markPaid(sessionId);
    const forged = await webhook(completedEvent(sessionId), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature.' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: completedEvent(sessionId),
    });
    expect(unsigned.statusCode).toBe(400);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('pending');
  });

  it('acknowledges a webhook for a session that is not paid yet without fulfilling it', async () => {
    const { sessionId } = await checkout();
    expect((await webhook(completedEvent(sessionId))).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('pending');
  });

  it('ignores events it does not handle', async () => {
    const response = await webhook({
      id: 'evt_x',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('makes one order and one e-mail from the webhook plus 50 concurrent return-page calls', async () => {
    const { visitor, sessionId, resultId } = await checkout();
    standIn.markPaid(sessionId);
    const responses = await Promise.all([
      webhook(completedEvent(sessionId)),
      ...Array.from({ length: 50 }, () =>
        postAs(t.app, visitor, '/api/process-order', {
          email: BUYER,
          sessionId,
          assessmentResultId: resultId,
          price: 0,
          isFreeOrder: true,
        }),
      ),
      webhook(completedEvent(sessionId)),
    ]);
    expect(responses.map((response) => response.statusCode).every((status) => status === 200)).toBe(true);
    expect(responses.slice(1, 51).every((response) => response.json().success === true)).toBe(true);

    const rows = await t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', amount: 2999, emailStatus: 'pending' });
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.orderId, rows[0]?.id ?? 0));
    expect(mail).toHaveLength(1);
  });

  it('refuses a return-page call for an unpaid session', async () => {
    const { visitor, sessionId, resultId } = await checkout();
    const response = await postAs(t.app, visitor, '/api/process-order', {
      sessionId,
      assessmentResultId: resultId,
    });
    expect(response.statusCode).toBe(402);
  });

  it('asks Stripe about a checkout session only for an order of the calling visitor', async () => {
    const stranger = await startVisitorSession(t.app);
    const { visitor, sessionId } = await checkout();
    const lookups = () =>
      standIn.requests.filter(
        (request) => request.method === 'GET' && request.path.startsWith('/v1/checkout/sessions/'),
      ).length;
    const before = lookups();
    const randomIds = Array.from({ length: 40 }, (_, i) => `cs_test_random${i}`);
    const answers = await Promise.all(
      [...randomIds, sessionId].map((id) =>
        t.app.inject({
          method: 'GET',
          url: `/api/checkout-sessions/${id}`,
          headers: { cookie: stranger.cookie },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(41).fill(404));
    expect(lookups()).toBe(before);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-sessions/${sessionId}`,
      headers: { cookie: visitor.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().customer_email).toBe(BUYER);
    expect(lookups()).toBe(before + 1);
  });

  it('rate-limits checkout-session lookups', async () => {
    const limited = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_PER_MINUTE: '5',
      },
      payments: createStripeProvider(
        createStripeClient({
          secretKey: STRIPE_KEY,
          apiBase: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
        }),
      ),
    });
    try {
      const visitor = await startVisitorSession(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await limited.app.inject({
          method: 'GET',
          url: `/api/checkout-sessions/cs_test_nothing${i}`,
          headers: { cookie: visitor.cookie },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('does not run the offline test checkout when Stripe is the provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-checkout/test_session_x' });
    expect(response.statusCode).toBe(404);
  });
});
