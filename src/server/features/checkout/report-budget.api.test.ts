import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformResponses } from '../../../../tests/support/assessment-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { discountCodes, orders, outbox } from '../../db/schema.ts';
import { claimDueMessages } from '../../outbox/delivery.ts';

const FREE_LIMIT_MESSAGE = MESSAGES.en.replies.freeReportLimit;

// Issue 26, finding 1: reports to any address. Each test replays the attack through the HTTP layer with the
// default caps (decision 029); on the code before it, every one of them got more mail out than it does here.

const FREE_CODE = 'WELCOME-2026';
const STRANGER = 'stranger@example.org';

type Caller = { app: FastifyInstance; cookie: string; csrfToken: string; ip: string };

let nextIp = 1;
/** A fresh browser from its own address, unless one is given. */
async function freshCaller(app: FastifyInstance, ip = `198.51.100.${nextIp++}`): Promise<Caller> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: ip });
  const cookie = response.cookies.find((c) => c.name === 'ts_visitor');
  if (!cookie) throw new Error('no visitor cookie');
  return { app, cookie: `ts_visitor=${cookie.value}`, csrfToken: response.json().csrfToken, ip };
}

function post(caller: Caller, url: string, payload: object) {
  return caller.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: caller.ip,
    headers: { cookie: caller.cookie, 'csrf-token': caller.csrfToken },
  });
}

async function saveResult(caller: Caller): Promise<number> {
  const response = await post(caller, '/api/assessment-results', {
    email: null,
    assessmentType: 'adhd',
    responses: uniformResponses('adhd', 3),
    score: 0,
    preliminaryGenerated: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function freeOrder(caller: Caller, email: string, discountCode = FREE_CODE) {
  const assessmentResultId = await saveResult(caller);
  return post(caller, '/api/free-order', {
    email,
    assessmentType: 'adhd',
    assessmentResultId,
    discountCode,
    consent: true,
  });
}

async function reportsTo(t: TestApp, pattern: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'report'), sql`lower(${outbox.recipient}) like ${pattern}`));
}

describe('one mailbox budget for every report e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE } });
  });
  afterAll(() => t.close());

  it('sends a stranger at most three reports a day, however many cookies and addresses ask with the free code', async () => {
    const answers = [];
    // Five fresh cookies from five addresses, five free orders each, to spellings of one Gmail mailbox.
    const spellings = ['victim@gmail.com', 'vic.tim@gmail.com', 'victim+a@gmail.com', 'VICTIM@gmail.com'];
    for (let cookie = 0; cookie < 5; cookie++) {
      const caller = await freshCaller(t.app);
      for (let order = 0; order < 5; order++) {
        answers.push(await freeOrder(caller, spellings[(cookie + order) % spellings.length] as string));
      }
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const refusal of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refusal.statusCode).toBe(429);
      // One plain answer, whichever cap refused: it says nothing about the address's history.
      expect(refusal.json()).toEqual({ message: FREE_LIMIT_MESSAGE });
    }
    expect(await reportsTo(t, '%@gmail.com')).toHaveLength(3);
    // A refused free order spent nothing: no order row without its e-mail.
    const freeOrders = await t.database.db.select().from(orders).where(eq(orders.discountCode, FREE_CODE));
    expect(freeOrders).toHaveLength(3);
  });

  it('counts resends in the same budget', async () => {
    const buyer = await freshCaller(t.app);
    const assessmentResultId = await saveResult(buyer);
    const first = await post(buyer, '/api/free-order', {
      email: 'resender@example.org',
      assessmentType: 'adhd',
      assessmentResultId,
      discountCode: FREE_CODE,
      consent: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const resend = () =>
      post(buyer, '/api/resend-assessment-email', { assessmentResultId, email: 'resender@example.org' });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/sent several reports to this address/);
    expect(await reportsTo(t, 'resender@example.org')).toHaveLength(3);
  });

  it('completes a payment over the budget and holds its report until the window allows, visible to staff', async () => {
    // Test payments cost nothing: five cookies buying for the stranger get three e-mails out today, not five.
    const paidOrderIds: number[] = [];
    for (let cookie = 0; cookie < 5; cookie++) {
      const caller = await freshCaller(t.app);
      const assessmentResultId = await saveResult(caller);
      const checkout = await post(caller, '/api/create-checkout-session', {
        email: STRANGER,
        assessmentType: 'adhd',
        assessmentResultId,
        consent: true,
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const { sessionId } = checkout.json();
      expect((await post(caller, `/api/test-checkout/${sessionId}/pay`, {})).statusCode).toBe(200);
      const outcome = await post(caller, '/api/process-order', { sessionId, assessmentResultId });
      expect(outcome.statusCode).toBe(200);
      expect(outcome.json()).toMatchObject({ success: true, emailSent: true, emailStatus: 'pending' });
      paidOrderIds.push(outcome.json().orderId);
    }
    const rows = await reportsTo(t, STRANGER);
    expect(rows).toHaveLength(5);
    const dayFromNow = Date.now() + 24 * 60 * 60 * 1000;
    const held = rows.filter((row) => row.nextAttemptAt.getTime() > Date.now() + 60_000);
    expect(held).toHaveLength(2);
    for (const row of held) {
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(dayFromNow - 60_000);
      expect(row.lastError).toMatch(/^Held: /);
    }
    // Every payment is a completed order; none was refused or lost.
    const paid = await t.database.db.select().from(orders).where(eq(orders.email, STRANGER));
    expect(paid.map((order) => order.status)).toEqual(Array(5).fill('completed'));
    // The worker takes the held ones once their time has come, and not before.
    const dueNow = await claimDueMessages(t.database.db, { emailFrom: 'reports@localhost', limit: 100 });
    expect(dueNow.some((row) => held.some((h) => h.id === row.id))).toBe(false);
    const dueLater = await claimDueMessages(t.database.db, {
      emailFrom: 'reports@localhost',
      limit: 100,
      now: new Date(dayFromNow + 60 * 60 * 1000),
    });
    expect(held.every((h) => dueLater.some((row) => row.id === h.id))).toBe(true);
  });

  it('holds a reward order over the budget as a paid one, answering it as any reward order (decision 030)', async () => {
    // The mailbox has had its three reports today.
    for (let order = 0; order < 3; order++) {
      expect((await freeOrder(await freshCaller(t.app), 'busy@example.org')).statusCode).toBe(200);
    }
    expect((await freeOrder(await freshCaller(t.app), 'busy@example.org')).statusCode).toBe(429);
    // A reward somebody earned, as the referral programme stores it.
    const buyer = await freshCaller(t.app);
    await t.database.db
      .insert(discountCodes)
      .values({ code: 'REWARD-BUSY-1', percentage: 100, source: 'referral', ownerVisitorId: 'earner' });
    const answer = await freeOrder(buyer, 'busy@example.org', 'REWARD-BUSY-1');
    // Refused, the order would tell its caller that the address had other reports today, and the unspent code
    // could ask again about any other address.
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, isDecidedByEmail: true, emailStatus: null });
    const rows = await reportsTo(t, 'busy@example.org');
    expect(rows).toHaveLength(4);
    const held = rows.filter((row) => row.lastError?.startsWith('Held: '));
    expect(held).toHaveLength(1);
    expect(held[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });
});

describe('caps on free reports per visitor and per address block', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE } });
  });
  afterAll(() => t.close());

  it('gives one visitor three free reports a day, to any addresses', async () => {
    const caller = await freshCaller(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await freeOrder(caller, `person-${i}@example.org`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]?.json()).toEqual({ message: FREE_LIMIT_MESSAGE });
  });

  it('gives one IPv6 /64 ten free reports a day, however many cookies and addresses inside it ask', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const caller = await freshCaller(t.app, `2001:db8:1:2::${(i + 1).toString(16)}`);
      answers.push(await freeOrder(caller, `block-${i}@example.org`));
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.slice(10).map((answer) => answer.statusCode)).toEqual([429, 429]);
    // Another network is not held back.
    expect(
      (await freeOrder(await freshCaller(t.app, '2001:db8:9:9::1'), 'other@example.org')).statusCode,
    ).toBe(200);
  });

  it('counts test-provider checkouts as free reports', async () => {
    const caller = await freshCaller(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const assessmentResultId = await saveResult(caller);
      const checkout = await post(caller, '/api/create-checkout-session', {
        email: `tester-${i}@example.org`,
        assessmentType: 'adhd',
        assessmentResultId,
        consent: true,
      });
      statuses.push(checkout.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('guessing the free code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE } });
  });
  afterAll(() => t.close());

  const validate = (caller: Caller, code: string) => post(caller, '/api/discount-codes/validate', { code });

  it('refuses every code after ten wrong ones an hour from a visitor, and from their address block', async () => {
    const caller = await freshCaller(t.app, '203.0.113.7');
    for (let i = 0; i < 10; i++) expect((await validate(caller, `GUESS-${i}`)).statusCode).toBe(400);
    const stopped = await validate(caller, FREE_CODE);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/Too many discount codes/);
    expect(stopped.json()).not.toHaveProperty('isFree');
    // A fresh cookie from the same address is stopped too, on every route that judges a code.
    const fresh = await freshCaller(t.app, '203.0.113.7');
    expect((await validate(fresh, FREE_CODE)).statusCode).toBe(429);
    expect((await freeOrder(fresh, 'someone@example.org')).statusCode).toBe(429);
    // Elsewhere the right code still works, and right codes do not use up the guesses.
    const elsewhere = await freshCaller(t.app, '203.0.113.8');
    for (let i = 0; i < 12; i++) expect((await validate(elsewhere, FREE_CODE)).json().isFree).toBe(true);
  });

  it('counts wrong codes sent with a free order or a checkout as guesses', async () => {
    const caller = await freshCaller(t.app, '203.0.113.9');
    for (let i = 0; i < 5; i++)
      expect((await freeOrder(caller, 'a@example.org', `NOPE-${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const assessmentResultId = await saveResult(caller);
      const checkout = await post(caller, '/api/create-checkout-session', {
        email: 'a@example.org',
        assessmentType: 'adhd',
        assessmentResultId,
        discountCode: `NOPE-${i}`,
        consent: true,
      });
      expect(checkout.statusCode).toBe(400);
    }
    expect((await validate(caller, FREE_CODE)).statusCode).toBe(429);
  });
});

describe('a free code that runs out', () => {
  it('stops paying for free orders after FREE_ORDER_CODE_MAX_USES', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE, FREE_ORDER_CODE_MAX_USES: '2' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await freeOrder(await freshCaller(t.app), `u${i}@example.org`)).statusCode);
      expect(statuses).toEqual([200, 200, 409]);
      const spent = await post(await freshCaller(t.app), '/api/discount-codes/validate', { code: FREE_CODE });
      expect(spent.statusCode).toBe(409);
      expect(spent.json().message).toMatch(/no longer valid/);
    } finally {
      await t.close();
    }
  });

  it('refuses the free code after FREE_ORDER_CODE_EXPIRES', async () => {
    const t = await createTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '10000',
        FREE_ORDER_CODE: FREE_CODE,
        FREE_ORDER_CODE_EXPIRES: '2026-01-31',
      },
    });
    try {
      const answer = await freeOrder(await freshCaller(t.app), 'late@example.org');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/no longer valid/);
      expect(await t.database.db.select().from(orders)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
