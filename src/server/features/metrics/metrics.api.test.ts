import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { outbox } from '../../db/schema.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const VERSION: string = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).version;
let t: TestApp;

beforeAll(async () => {
  // A built client of one empty page, so that pages are served (and measured) as in production.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-metrics-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="" />
    <meta name="app-config" content="" />
    <title></title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, GIT_COMMIT: '0123abc' }, clientDir });
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
  it('is off (404) without METRICS_TOKEN; without GIT_COMMIT the build names its commit unknown', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /metrics' });
      expect(await off.app.metrics.registry.getSingleMetricAsString('traitscope_build_info')).toContain(
        `traitscope_build_info{version="${VERSION}",commit="unknown",node="${process.version}"} 1`,
      );
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

  it('shows every counter from the start at 0, and the build it runs', async () => {
    const text = await scrape();
    for (const provider of ['mailgun', 'smtp', 'capture', 'none']) {
      expect(text).toContain(`traitscope_email_sends_total{provider="${provider}"} 0`);
      for (const retryable of ['true', 'false']) {
        expect(text).toContain(
          `traitscope_email_failures_total{provider="${provider}",retryable="${retryable}"} 0`,
        );
      }
    }
    expect(text).toContain(
      `traitscope_build_info{version="${VERSION}",commit="0123abc",node="${process.version}"} 1`,
    );
    expect(text).toMatch(/^traitscope_outbox_failed 0$/m);
    expect(text).toMatch(/^traitscope_outbox_oldest_waiting_age_seconds 0$/m);
  });

  it("labels pages by their route's pattern, admin pages by their path, and only what no one answered as unmatched", async () => {
    const pages = [
      ['/assessment/adhd/4', 200, '/assessment/:type/:question?'],
      ['/assessment/asd', 200, '/assessment/:type/:question?'],
      ['/Terms', 301, '/terms'],
      ['/terms', 200, '/terms'],
      ['/admin-login', 200, '/admin-login'],
      ['/admin/anything-else', 200, '/admin/*'],
      ['/no-such-page-7d1f', 404, 'unmatched'],
    ] as const;
    for (const [url, status] of pages) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
    const text = await scrape();
    for (const [url, status, route] of pages) {
      expect(text, url).toMatch(
        new RegExp(
          `http_request_duration_seconds_count\\{method="GET",route="${route.replace(/[?*]/g, '\\$&')}",status_code="${status}"\\} \\d`,
        ),
      );
    }
    expect(text).not.toContain('adhd/4');
    expect(text).not.toContain('anything-else');
    expect(text).not.toContain('7d1f');
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

  it('counts the e-mails given up on, and how long the oldest due one has waited for the worker', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const rows = await t.database.db
      .insert(outbox)
      .values([
        // Created an hour ago, due for two minutes: it has waited two minutes.
        {
          kind: 'admin-notification',
          recipient: 'a@example.org',
          createdAt: minutesAgo(60),
          nextAttemptAt: minutesAgo(2),
        },
        // Waiting for its next attempt (not due): not waiting for the worker.
        {
          kind: 'admin-notification',
          recipient: 'b@example.org',
          nextAttemptAt: new Date(Date.now() + 60_000),
        },
        { kind: 'admin-notification', recipient: 'c@example.org', status: 'failed' },
        { kind: 'admin-notification', recipient: 'd@example.org', status: 'failed' },
      ])
      .returning();
    const waiting = await scrape();
    expect(gauge(waiting, 'traitscope_outbox_failed')).toBe(2);
    expect(gauge(waiting, 'traitscope_outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(gauge(waiting, 'traitscope_outbox_oldest_waiting_age_seconds')).toBeLessThan(200);
    expect(gauge(waiting, 'traitscope_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(3599);
    expect(gauge(waiting, 'traitscope_outbox_depth')).toBe(2);

    await t.database.db.delete(outbox).where(
      inArray(
        outbox.id,
        rows.map((row) => row.id),
      ),
    );
    const none = await scrape();
    expect(gauge(none, 'traitscope_outbox_failed')).toBe(0);
    expect(gauge(none, 'traitscope_outbox_oldest_waiting_age_seconds')).toBe(0);
  });
});
