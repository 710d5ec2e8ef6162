import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { outbox } from '../../db/schema.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /metrics' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ message: expect.stringContaining('Bearer') });
    }
  });

  it('shows request durations by route pattern and status, never the URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/assessment-results/123456' });
    await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/assessment-results\/:id",status_code="\d{3}"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/csrf-token",status_code="200"\}/,
    );
    expect(text).not.toContain('123456');
  });

  it('shows the outbox gauges moving, orders by status, and the process and event-loop figures', async () => {
    expect(gauge(await scrape(), 'traitscope_outbox_depth')).toBe(0);
    const [row] = await t.database.db
      .insert(outbox)
      .values({
        kind: 'admin-notification',
        recipient: 'ops@example.org',
        createdAt: new Date(Date.now() - 90_000),
      })
      .returning();
    const waiting = await scrape();
    expect(gauge(waiting, 'traitscope_outbox_depth')).toBe(1);
    expect(gauge(waiting, 'traitscope_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(89);
    await t.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.id, row?.id ?? 0));
    const sent = await scrape();
    expect(gauge(sent, 'traitscope_outbox_depth')).toBe(0);
    expect(gauge(sent, 'traitscope_outbox_oldest_unsent_age_seconds')).toBe(0);
    expect(sent).toContain('# TYPE traitscope_orders gauge');
    expect(sent).toContain('# TYPE traitscope_email_sends_total counter');
    expect(sent).toContain('# TYPE traitscope_report_render_duration_seconds histogram');
    expect(sent).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(sent).toMatch(/^process_resident_memory_bytes \S+$/m);
    expect(gauge(sent, 'traitscope_rate_limit_shared')).toBe(0);
  });
});
