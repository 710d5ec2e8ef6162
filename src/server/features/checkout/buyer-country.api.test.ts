import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import { renderQueuedReport } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from '../../../domain/report/countries.ts';
import { orders } from '../../db/schema.ts';
import { applyRetention } from '../your-data/apply-retention.ts';
import { collectPersonalData } from '../your-data/collect-personal-data.ts';
import { erasePersonalData } from '../your-data/erase-personal-data.ts';

// The country chosen on the payment page travels with both ways of ordering, is checked against the report's
// list, is kept with the order and reaches the report rendered for that order.

const FREE_CODE = 'COUNTRYFREE';
const COUNTRY_MESSAGE = 'Please choose one of the listed countries, or "Another country".';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...UNCAPPED_REPORTS, RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE },
  });
});
afterAll(() => t.close());

function checkout(session: VisitorSession, resultId: number, extra: Record<string, unknown>) {
  return postAs(t.app, session, '/api/create-checkout-session', {
    consent: true,
    email: 'country-buyer@example.org',
    assessmentType: 'adhd',
    assessmentResultId: resultId,
    currency: 'EUR',
    ...extra,
  });
}

function freeOrder(session: VisitorSession, resultId: number, extra: Record<string, unknown>) {
  return postAs(t.app, session, '/api/free-order', {
    consent: true,
    email: 'country-free@example.org',
    assessmentType: 'adhd',
    assessmentResultId: resultId,
    discountCode: FREE_CODE,
    ...extra,
  });
}

async function ordersOfResult(resultId: number) {
  return t.database.db.select().from(orders).where(eq(orders.assessmentResultId, resultId));
}

describe('the buyer’s country with a paid order', () => {
  it.each(REPORT_COUNTRIES)('keeps %s with the order', async (country) => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const response = await checkout(visitor, resultId, { country });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await ordersOfResult(resultId);
    expect(order?.country).toBe(country);
  });

  it('keeps no country when none or "Another country" was chosen', async () => {
    for (const extra of [{}, { country: null }]) {
      const visitor = await startVisitorSession(t.app);
      const resultId = await createResult(t.app, visitor);
      expect((await checkout(visitor, resultId, extra)).statusCode).toBe(200);
      const [order] = await ordersOfResult(resultId);
      expect(order).toMatchObject({ country: null, status: 'pending' });
    }
  });

  it.each(['US', 'de', 'Germany', 'DEU', '', 42, ['DE']])(
    'refuses the country %j with a clear message and makes no order',
    async (country) => {
      const visitor = await startVisitorSession(t.app);
      const resultId = await createResult(t.app, visitor);
      const response = await checkout(visitor, resultId, { country });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid request. country: ${COUNTRY_MESSAGE}`);
      expect(await ordersOfResult(resultId)).toEqual([]);
    },
  );
});

describe('the buyer’s country with a free order', () => {
  it('keeps the country with a free order, through both free-order routes', async () => {
    const visitor = await startVisitorSession(t.app);
    const first = await createResult(t.app, visitor);
    const response = await freeOrder(visitor, first, { country: 'IE' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ordersOfResult(first))[0]).toMatchObject({ country: 'IE', status: 'completed' });

    const second = await createResult(t.app, visitor);
    const processed = await postAs(t.app, visitor, '/api/process-order', {
      email: 'country-free@example.org',
      assessmentResultId: second,
      discountCode: FREE_CODE,
      consent: true,
      country: 'AT',
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect((await ordersOfResult(second))[0]).toMatchObject({ country: 'AT', status: 'completed' });
  });

  it('refuses an unknown country before anything is stored', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    for (const route of ['/api/free-order', '/api/process-order']) {
      const response = await postAs(t.app, visitor, route, {
        consent: true,
        email: 'country-free@example.org',
        assessmentType: 'adhd',
        assessmentResultId: resultId,
        discountCode: FREE_CODE,
        country: 'XX',
      });
      expect(response.statusCode, route).toBe(400);
      expect(response.json().message).toBe(`Invalid request. country: ${COUNTRY_MESSAGE}`);
    }
    expect(await ordersOfResult(resultId)).toEqual([]);
  });
});

describe('the report of an order', () => {
  async function freeOrderIn(country: CountryCode | null): Promise<number> {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor, 'asd', 3);
    const response = await freeOrder(visitor, resultId, country ? { country } : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json().orderId as number;
  }

  it('puts the stored country first and lists the other countries in an appendix', async () => {
    const { text, input } = await renderQueuedReport(t.app, await freeOrderIn('SE'));
    expect(input.country).toBe('SE');
    const referral = text.slice(text.indexOf('Section 8 How to seek'), text.indexOf('Section 9'));
    expect(referral).toContain(`Where you live ${COUNTRY_NAMES.SE} First step:`);
    expect(referral.match(/First step:/g)).toHaveLength(1);
    const appendix = text.slice(text.indexOf('Appendix: other countries', text.indexOf('Section 10')));
    expect(appendix).toContain(COUNTRY_NAMES.DE);
    expect(appendix).not.toContain(`${COUNTRY_NAMES.SE} First step:`);
  }, 60_000);

  it('keeps every country in the main sections for an order without a country', async () => {
    const { text, input } = await renderQueuedReport(t.app, await freeOrderIn(null));
    expect(input.country).toBeNull();
    const referral = text.slice(text.indexOf('Section 8 How to seek'), text.indexOf('Section 9'));
    expect(referral.match(/First step:/g)).toHaveLength(REPORT_COUNTRIES.length);
    expect(text).not.toContain('Appendix: other countries');
  }, 60_000);
});

// Last in this file: retention is applied a year ahead and anonymises every order made above.
describe('the buyer’s country as personal data', () => {
  it('is in the buyer’s data export and leaves with the address on erasure', async () => {
    const email = 'country-erase@example.org';
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    const response = await freeOrder(visitor, resultId, { country: 'PL', email });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json().orderId as number;
    const data = await collectPersonalData(t.app.db, email);
    expect(data.orders.map((order) => order.country)).toEqual(['PL']);

    await erasePersonalData({ db: t.app.db, email, source: 'admin' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ email: null, visitorId: null, assessmentResultId: null, country: null });
  });

  it('is removed by retention with the order’s other personal fields', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor);
    expect((await checkout(visitor, resultId, { country: 'BE' })).statusCode).toBe(200);
    const aYearLater = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await applyRetention({ db: t.app.db, periods: t.app.config.retention, now: aYearLater });
    const rows = await t.database.db.select().from(orders);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.country).filter((country) => country !== null)).toEqual([]);
  });
});
