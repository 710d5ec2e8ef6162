import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { analyticsEvents, notFoundLogs } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(() => t.close());

describe('POST /api/log-404', () => {
  it('stores the path, user agent and referrer', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/log-404', {
      path: '/no-such-page?x=1',
      userAgent: 'Mozilla/5.0 test',
      referrer: 'https://example.org/links',
    });
    expect(response.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(notFoundLogs).orderBy(desc(notFoundLogs.id)).limit(1);
    expect(row).toMatchObject({
      path: '/no-such-page?x=1',
      userAgent: 'Mozilla/5.0 test',
      referrer: 'https://example.org/links',
    });
  });

  it('refuses a body without a path and stores nothing', async () => {
    const session = await startVisitorSession(t.app);
    const before = await t.database.db.$count(notFoundLogs);
    const response = await postAs(t.app, session, '/api/log-404', { userAgent: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('path');
    expect(await t.database.db.$count(notFoundLogs)).toBe(before);
  });
});

describe('POST /api/events', () => {
  it('stores a page view for the visitor', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/events', { event: 'page_view', path: '/terms' });
    expect(response.statusCode).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({ name: 'page_view', path: '/terms' });
    expect(row?.visitorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores an assessment conversion with its fields', async () => {
    const session = await startVisitorSession(t.app);
    await postAs(t.app, session, '/api/events', {
      event: 'assessment_conversion',
      assessment_type: 'adhd',
      is_paid: true,
      value: 29.99,
    });
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({
      name: 'assessment_conversion',
      assessmentType: 'adhd',
      isPaid: true,
      value: 29.99,
    });
  });

  it.each([
    [{ event: 'sign_up' }, 'event'],
    [{ event: 'page_view', path: 'no-leading-slash' }, 'path'],
    [{ event: 'page_view', value: -1 }, 'value'],
    [{ event: 'page_view', extra: 'field' }, 'extra'],
  ])('refuses %j with a message about %s', async (payload, field) => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/events', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('rate limits on public writes', () => {
  it('lets a visitor make RATE_LIMIT_PER_MINUTE calls, then answers 429 with a message', async () => {
    const session = await startVisitorSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await postAs(t.app, session, '/api/log-404', { path: `/limit-${i}` })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await postAs(t.app, session, '/api/log-404', { path: '/limit-x' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits one address across visitors, with room for several visitors behind it', async () => {
    const statuses: number[] = [];
    for (let visitor = 0; visitor < 6; visitor++) {
      const session = await startVisitorSession(t.app);
      for (let i = 0; i < 5; i++) {
        const response = await postAs(t.app, session, '/api/log-404', { path: '/shared-address' }, {});
        statuses.push(response.statusCode);
      }
    }
    // Earlier tests in this file already spent part of this address's budget of 5 x 5 per minute.
    expect(statuses.filter((status) => status === 202).length).toBeLessThan(25);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});
