import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { discountCodes, orders } from '../../db/schema.ts';

let t: TestApp;
let admin: VisitorSession;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...UNCAPPED_REPORTS,
      RATE_LIMIT_PER_MINUTE: '10000',
      FREE_ORDER_CODE: 'FREE',
      FREE_ORDER_CODE_MAX_USES: '40',
      FREE_ORDER_CODE_EXPIRES: '2027-03-31',
    },
  });
  admin = await logInAsAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

describe('payments and orders for admins', () => {
  it('lists no payments at first', async () => {
    expect((await get('/api/admin/payments')).json()).toEqual([]);
    expect((await get('/api/admin/orders')).json()).toEqual({
      orders: [],
      freeOrderCode: { uses: 0, maxUses: 40, expiresOn: '2027-03-31' },
    });
  });

  it('lists every order newest first with amounts in their own currency', async () => {
    const visitor = await startVisitorSession(t.app);
    const paidResult = await createResult(t.app, visitor, 'asd');
    await postAs(t.app, visitor, '/api/create-checkout-session', {
      consent: true,
      email: 'pending@example.org',
      assessmentType: 'asd',
      assessmentResultId: paidResult,
    });
    const freeResult = await createResult(t.app, visitor, 'spd');
    await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'free@example.org',
      assessmentType: 'spd',
      assessmentResultId: freeResult,
      discountCode: 'free',
    });
    await t.database.db.insert(orders).values({
      visitorId: 'v',
      assessmentResultId: paidResult,
      assessmentType: 'asd',
      email: 'stripe@example.org',
      amount: 1500,
      originalAmount: 2999,
      currency: 'EUR',
      discountCode: 'HALF',
      discountPercentage: 50,
      status: 'completed',
      emailStatus: 'sent',
      orderType: 'paid',
      provider: 'stripe',
      providerSessionId: 'cs_test_abc',
    });

    const payments = (await get('/api/admin/payments')).json();
    expect(payments).toHaveLength(3);
    expect(payments[0]).toMatchObject({
      email: 'stripe@example.org',
      amount: 1500,
      originalAmount: 2999,
      formattedAmount: '€15.00',
      formattedOriginalAmount: '€29.99',
      discountCode: 'HALF',
      discountPercentage: 50,
      status: 'completed',
      emailStatus: 'sent',
      providerSessionId: 'cs_test_abc',
      providerDashboardUrl: 'https://dashboard.stripe.com/test/checkout/sessions/cs_test_abc',
    });
    expect(payments[1]).toMatchObject({
      email: 'free@example.org',
      amount: 0,
      orderType: 'free',
      discountPercentage: 100,
      providerDashboardUrl: null,
    });
    expect(payments[2]).toMatchObject({
      email: 'pending@example.org',
      status: 'pending',
      provider: 'test',
      formattedAmount: '€29.99',
    });
    expect(payments[2].formattedDate).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
  });

  it('filters orders by status', async () => {
    const completed = (await get('/api/admin/orders?status=completed')).json().orders;
    const pending = (await get('/api/admin/orders?status=pending')).json().orders;
    expect(completed.map((order: { status: string }) => order.status)).toEqual(['completed', 'completed']);
    expect(pending.map((order: { status: string }) => order.status)).toEqual(['pending']);
    expect((await get('/api/admin/orders?status=refunded')).statusCode).toBe(400);
  });

  it('marks the orders a referral reward code paid for, and no other', async () => {
    // A reward code as a claim issues it: single-use, 100%, from the referral programme.
    await t.database.db
      .insert(discountCodes)
      .values({ code: 'REWARD-ADMINVEW', percentage: 100, source: 'referral', ownerVisitorId: 'referrer' });
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor, 'adhd');
    const order = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'rewarded@example.org',
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      discountCode: 'reward-adminvew',
    });
    expect(order.statusCode, order.body).toBe(200);

    const listed = (await get('/api/admin/orders')).json().orders as {
      email: string;
      discountCode: string | null;
      isReferralReward: boolean;
    }[];
    expect(listed.filter((record) => record.isReferralReward)).toEqual([
      expect.objectContaining({ email: 'rewarded@example.org', discountCode: 'REWARD-ADMINVEW' }),
    ]);
    // The FREE_ORDER_CODE and other codes are discounts, not referral rewards.
    expect(listed.find((record) => record.discountCode === 'FREE')).toMatchObject({
      isReferralReward: false,
    });
    expect(listed.find((record) => record.discountCode === 'HALF')).toMatchObject({
      isReferralReward: false,
    });
    const payments = (await get('/api/admin/payments')).json() as { isReferralReward: boolean }[];
    expect(payments.filter((record) => record.isReferralReward)).toHaveLength(1);
  });
});

describe('the free-order code for admins', () => {
  it("shows how many of the free code's uses are spent and its last day", async () => {
    const before = (await get('/api/admin/orders')).json().freeOrderCode;
    expect(before).toMatchObject({ maxUses: 40, expiresOn: '2027-03-31' });
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const order = await postAs(t.app, visitor, '/api/free-order', {
      email: 'free-code@example.org',
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      discountCode: 'free',
      consent: true,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await get('/api/admin/orders')).json().freeOrderCode).toEqual({
      uses: before.uses + 1,
      maxUses: 40,
      expiresOn: '2027-03-31',
    });
  });
});
