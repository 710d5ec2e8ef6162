import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { type Dashboard, utcDayWindow } from '../../../domain/admin-dashboard/dashboard.ts';
import { assessmentResults, orders } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: VisitorSession;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: 'FREE' } });
  admin = await logInAsAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

async function dashboard(days = 30): Promise<Dashboard> {
  const response = await get(`/api/admin/dashboard?days=${days}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A moment `daysAgo` UTC days before today, at the given hour (0 for the first second of the day). */
function daysAgo(days: number, hour = 12): Date {
  const { start } = utcDayWindow(new Date(), 1);
  return new Date(start.getTime() - days * DAY_MS + hour * 3_600_000 + 1000);
}

/** An order written as the checkout code writes it, but on a day of the test's choosing. */
async function insertOrder(
  resultId: number,
  values: Partial<typeof orders.$inferInsert> & { createdAt: Date },
): Promise<void> {
  const isCompleted = values.status === 'completed';
  await t.database.db.insert(orders).values({
    visitorId: 'backdated',
    assessmentResultId: resultId,
    assessmentType: 'adhd',
    amount: 2999,
    originalAmount: 2999,
    currency: 'EUR',
    orderType: 'paid',
    provider: 'stripe',
    status: 'pending',
    completedAt: isCompleted ? values.createdAt : null,
    ...values,
  });
}

async function insertResult(createdAt: Date): Promise<number> {
  const [row] = await t.database.db
    .insert(assessmentResults)
    .values({
      visitorId: 'backdated',
      assessmentType: 'adhd',
      responses: {},
      score: 10,
      level: 'low',
      createdAt,
    })
    .returning({ id: assessmentResults.id });
  if (!row) throw new Error('no result row');
  return row.id;
}

describe('GET /api/admin/dashboard', () => {
  it('answers 401 without an admin session', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(['days=0', 'days=91', 'days=abc', 'days=1.5'])('refuses ?%s with a 400', async (query) => {
    const response = await get(`/api/admin/dashboard?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request\. days/);
  });

  it('gives every day of the last 30 as zeros before anything happened', async () => {
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const body: Dashboard = response.json();
    const { dates } = utcDayWindow(new Date(), 30);
    expect(body.days).toBe(30);
    expect(body.from).toBe(dates[0]);
    expect(body.to).toBe(dates[29]);
    expect(body.currencies).toEqual(['EUR']);
    expect(body.series.map((day) => day.date)).toEqual(dates);
    expect(body.series.every((day) => day.paidOrders === 0 && day.freeOrders === 0)).toBe(true);
    expect(body.series.every((day) => day.revenue.EUR === 0)).toBe(true);
    expect(body.funnel).toEqual({ assessmentsCompleted: 0, checkoutsStarted: 0, paid: 0, free: 0 });
  });

  it('counts a purchase made through the site today, paid and free apart', async () => {
    const visitor = await startVisitorSession(t.app);
    const paidResult = await createResult(t.app, visitor, 'asd');
    const checkout = await postAs(t.app, visitor, '/api/create-checkout-session', {
      email: 'paid@example.org',
      assessmentType: 'asd',
      assessmentResultId: paidResult,
      consent: true,
    });
    // A second checkout for the same result (the visitor came back) is still one result in the funnel.
    await postAs(t.app, visitor, '/api/create-checkout-session', {
      email: 'paid@example.org',
      assessmentType: 'asd',
      assessmentResultId: paidResult,
      consent: true,
    });
    const paid = await postAs(t.app, visitor, `/api/test-checkout/${checkout.json().sessionId}/pay`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const freeResult = await createResult(t.app, visitor, 'spd');
    await postAs(t.app, visitor, '/api/free-order', {
      email: 'free@example.org',
      assessmentType: 'spd',
      assessmentResultId: freeResult,
      discountCode: 'free',
      consent: true,
    });
    await createResult(t.app, visitor, 'adhd');

    const body = await dashboard();
    expect(body.series.at(-1)).toEqual({
      date: body.to,
      paidOrders: 1,
      freeOrders: 1,
      revenue: { EUR: 2999 },
    });
    expect(body.funnel).toEqual({ assessmentsCompleted: 3, checkoutsStarted: 2, paid: 1, free: 1 });
  });

  it('buckets by UTC day, sums discounted revenue, and leaves out pending, failed and older orders', async () => {
    const result = await insertResult(daysAgo(3));
    const discounted = await insertResult(daysAgo(3));
    await insertOrder(result, { createdAt: daysAgo(3, 0), status: 'completed' });
    await insertOrder(discounted, {
      createdAt: daysAgo(3, 23),
      status: 'completed',
      amount: 1500,
      discountCode: 'HALF',
      discountPercentage: 50,
    });
    await insertOrder(discounted, { createdAt: daysAgo(2), status: 'failed' });
    await insertOrder(result, { createdAt: daysAgo(1), status: 'pending' });
    await insertOrder(result, {
      createdAt: daysAgo(5),
      status: 'completed',
      amount: 0,
      discountPercentage: 100,
      orderType: 'free',
      provider: 'free',
    });
    const old = await insertResult(daysAgo(30));
    await insertOrder(old, { createdAt: daysAgo(30), status: 'completed' });

    const body = await dashboard();
    const byDate = new Map(body.series.map((day) => [day.date, day]));
    const day = (ago: number) => byDate.get(daysAgo(ago).toISOString().slice(0, 10));
    expect(body.series).toHaveLength(30);
    expect(day(3)).toMatchObject({ paidOrders: 2, freeOrders: 0, revenue: { EUR: 4499 } });
    expect(day(2)).toMatchObject({ paidOrders: 0, freeOrders: 0, revenue: { EUR: 0 } });
    expect(day(1)).toMatchObject({ paidOrders: 0, freeOrders: 0, revenue: { EUR: 0 } });
    expect(day(5)).toMatchObject({ paidOrders: 0, freeOrders: 1, revenue: { EUR: 0 } });
    expect(day(30)).toBeUndefined();
    const total = body.series.reduce((sum, entry) => sum + (entry.revenue.EUR ?? 0), 0);
    expect(total).toBe(2999 + 4499);
    // Two more results started orders in the window; the one 30 days ago is outside it.
    expect(body.funnel).toEqual({ assessmentsCompleted: 5, checkoutsStarted: 4, paid: 3, free: 1 });

    const yesterdayOnly = await dashboard(2);
    expect(yesterdayOnly.series).toHaveLength(2);
    expect(yesterdayOnly.funnel.assessmentsCompleted).toBe(3);
  });

  it('keeps revenue in each currency apart, with every day present in every currency', async () => {
    const result = await insertResult(daysAgo(4));
    await insertOrder(result, { createdAt: daysAgo(4), status: 'completed', amount: 3500, currency: 'USD' });

    const body = await dashboard();
    expect(body.currencies).toEqual(['EUR', 'USD']);
    expect(body.series.every((day) => Object.keys(day.revenue).sort().join() === 'EUR,USD')).toBe(true);
    const usd = body.series.reduce((sum, day) => sum + (day.revenue.USD ?? 0), 0);
    expect(usd).toBe(3500);
  });
});
