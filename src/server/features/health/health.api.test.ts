import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createTestApp, type TestApp, type VisitorSession } from '../../../../tests/support/test-app.ts';
import { outbox } from '../../db/schema.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import { notifyAdminOfServices } from './notifications.ts';
import { probeServer } from './probes.ts';

let emailIsUp = true;
// A provider whose reachability the test controls; everything else about the app is real.
const switchableEmail: EmailProvider = {
  name: 'smtp',
  send: async () => ({ ok: true, providerMessageId: 'x' }),
  verify: async () =>
    emailIsUp ? { ok: true, details: 'reachable' } : { ok: false, details: 'connection refused' },
};

let t: TestApp;
let admin: VisitorSession;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAIL: 'ops@traitscope.test', RATE_LIMIT_PER_MINUTE: '10000' },
    email: switchableEmail,
    // Other test files share these two cores; the 200 ms production limit is tested with a measured delay below.
    eventLoopDelayLimitMs: 10_000,
  });
  admin = await logInAsAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const adminMail = async () =>
  (await t.database.db.select().from(outbox)).filter((row) => row.kind === 'admin-notification');

describe('GET /health', () => {
  it('reports every service from real probes', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ status: 'healthy', version: '0.1.0', environment: 'test' });
    expect(Object.keys(report.services).sort()).toEqual(['database', 'email', 'logging', 'server']);
    for (const service of Object.values(report.services) as {
      status: string;
      responseTime: number;
      lastChecked: string;
    }[]) {
      expect(service.status).toBe('up');
      expect(service.responseTime).toBeGreaterThanOrEqual(0);
      expect(Date.parse(service.lastChecked)).not.toBeNaN();
    }
    expect(report.services.database.details.kind).toMatch(/pglite|postgres/);
    expect(report.services.server.details).toHaveProperty('eventLoopDelayP99Ms');
    expect(typeof report.uptime).toBe('number');
  });

  it('is unhealthy when the e-mail provider is unreachable, and degraded when mail piles up', async () => {
    emailIsUp = false;
    const down = (await get('/health')).json();
    expect(down.status).toBe('unhealthy');
    expect(down.services.email).toMatchObject({ status: 'down', details: { check: 'connection refused' } });
    emailIsUp = true;

    await t.database.db.insert(outbox).values({
      kind: 'report',
      recipient: 'x@example.org',
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const degraded = (await get('/health')).json();
    expect(degraded.status).toBe('degraded');
    expect(degraded.services.email.details.backlogOlderThan10Minutes).toBe(1);
    await t.database.db.delete(outbox);
  });
});

describe('the server probe', () => {
  it('is degraded when the event loop lags beyond the limit', async () => {
    const lagging = { percentile: () => 450 * 1e6, reset: () => {} };
    const report = await probeServer(lagging);
    expect(report).toMatchObject({
      status: 'degraded',
      details: { eventLoopDelayP99Ms: 450, eventLoopDelayLimitMs: 200 },
    });
    const calm = { percentile: () => 12 * 1e6, reset: () => {} };
    expect((await probeServer(calm)).status).toBe('up');
  });
});

describe('notifications', () => {
  it('tells the admin about a service that is down, once per hour, kept in the database', async () => {
    emailIsUp = false;
    const first = (await get('/health/scheduled?notify=true')).json();
    expect(first).toMatchObject({
      status: 'unhealthy',
      notificationsSent: 1,
      adminNotifications: { sent: true, count: 1, recipient: 'ops@traitscope.test' },
    });
    const second = (await get('/health/scheduled?notify=true')).json();
    expect(second.notificationsSent).toBe(0);
    expect(await adminMail()).toHaveLength(1);
    expect((await adminMail())[0]?.payload).toMatchObject({
      service: 'email',
      status: 'down',
      subject: 'Traitscope: email is down',
    });

    const withoutNotify = (await get('/health/scheduled')).json();
    expect(withoutNotify.notificationsSent).toBe(0);
    emailIsUp = true;
  });

  it('throttles per service and status over a simulated hour', async () => {
    const report = (await get('/health')).json();
    const downDatabase = {
      ...report,
      status: 'unhealthy',
      services: { ...report.services, database: { ...report.services.database, status: 'down' } },
    };
    const start = new Date('2027-03-01T12:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const notify = (minutes: number, r = downDatabase) =>
      notifyAdminOfServices({
        db: t.database.db,
        adminEmail: 'ops@traitscope.test',
        report: r,
        now: at(minutes),
      });

    expect((await notify(0)).count).toBe(1);
    expect((await notify(30)).count).toBe(0);
    const degradedDatabase = {
      ...downDatabase,
      services: {
        ...downDatabase.services,
        database: { ...downDatabase.services.database, status: 'degraded' },
      },
    };
    expect((await notify(45, degradedDatabase)).count).toBe(1);
    expect((await notify(59)).count).toBe(0);
    expect((await notify(61)).count).toBe(1);
    expect((await notify(90)).count).toBe(0);
  });

  it('sends nothing without an admin address', async () => {
    const report = (await get('/health')).json();
    const result = await notifyAdminOfServices({
      db: t.database.db,
      adminEmail: undefined,
      report: {
        ...report,
        services: { ...report.services, email: { ...report.services.email, status: 'down' } },
      },
    });
    expect(result).toEqual({ sent: false, count: 0, recipient: null });
  });
});
