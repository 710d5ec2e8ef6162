import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { uniformResponses } from '../../../tests/support/assessment-fixtures.ts';
import { appMessageContext } from '../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../tests/support/test-app.ts';
import { ensureAdmin } from '../features/admin-auth/bootstrap.ts';
import { renderOutboxMessage } from '../features/email/render-message.ts';
import type { EmailProvider } from '../integrations/email/provider.ts';
import type { PaymentProvider } from '../integrations/payments/provider.ts';
import { deliverDueMessages } from '../outbox/delivery.ts';
import { queueMessage } from '../outbox/queue-message.ts';

// The logs must never hold what people told us: provoke every kind of failure with a request that carries
// answers and an address, then read everything the app logged.

const ADDRESS = 'private.person@example.org';
const ANSWERS = uniformResponses('adhd', 4);
// Question ids appear nowhere in a log line unless answers leaked into it.
const ANSWER_MARKER = 'adhd-1';
const SECRETS_IN_URLS = ['secret-token-8c1f', 'secret-invite-77ad', 'secret-session-93be'];
const WRONG_PASSWORD = 'a-wrong-password-5d2e';

// Stand-ins for providers whose errors echo what they were sent, as Stripe and Mailgun do.
const echoingPayments: PaymentProvider = {
  name: 'test',
  createSession: async (input) => {
    throw new Error(`Invalid email address: ${input.email}`);
  },
  retrieveSession: async () => null,
};
const echoingEmail: EmailProvider = {
  name: 'mailgun',
  send: async (message) => ({
    ok: false,
    error: `Mailgun 400: 'to' parameter is not a valid address: ${message.to}`,
    isRetryable: false,
  }),
  verify: async () => ({ ok: true, details: 'stand-in' }),
};

const logLines: string[] = [];
let t: TestApp;
let visitor: VisitorSession;
let visitorId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace', RATE_LIMIT_PER_MINUTE: '10000' },
    payments: echoingPayments,
    email: echoingEmail,
    logStream: { write: (line) => logLines.push(line) },
  });
  visitor = await startVisitorSession(t.app);
});
afterAll(() => t.close());

function submitResult(email: string | null) {
  return postAs(t.app, visitor, '/api/assessment-results', {
    email,
    assessmentType: 'adhd',
    responses: ANSWERS,
    score: 0,
  });
}

/** Makes every insert of a result fail the way PostgreSQL would, with the row's values in the error's detail. */
async function refuseResults(code: string, message: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function refuse_result() returns trigger language plpgsql as $$
      begin
        raise exception '${message}' using errcode = '${code}', table = 'assessment_results',
          constraint = 'assessment_results_email_key',
          detail = 'Key (email, visitor_id, responses)=(' || new.email || ', ' || new.visitor_id || ', '
            || new.responses::text || ') already exists.';
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create or replace trigger refuse_result before insert on assessment_results
      for each row execute function refuse_result()`),
  );
}

async function acceptResults() {
  await t.database.db.execute(sql.raw('drop trigger if exists refuse_result on assessment_results'));
}

const parsedLines = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('what the logs hold', () => {
  it('keeps a stored result working (and learns the visitor id)', async () => {
    const response = await submitResult(ADDRESS);
    expect(response.statusCode).toBe(201);
    visitorId = response.json().userId;
  });

  it('logs a refused row with its code, constraint and route, but not the row', async () => {
    await refuseResults(
      '23505',
      'duplicate key value violates unique constraint "assessment_results_email_key"',
    );
    try {
      expect((await submitResult(ADDRESS)).statusCode).toBe(500);
    } finally {
      await acceptResults();
    }
    const line = parsedLines().find((entry) => entry.msg === 'request failed');
    expect(line).toMatchObject({
      route: '/api/assessment-results',
      err: { code: '23505', constraint: 'assessment_results_email_key', table: 'assessment_results' },
    });
  });

  it('logs an unreachable database once, with its code and route only', async () => {
    await refuseResults('57P01', 'terminating connection due to administrator command');
    try {
      expect((await submitResult(ADDRESS)).statusCode).toBe(503);
      expect((await submitResult(ADDRESS)).statusCode).toBe(503);
    } finally {
      await acceptResults();
    }
    const lines = parsedLines().filter((entry) => entry.msg === 'database unavailable');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: '/api/assessment-results', err: { code: '57P01' } });
    // The next readiness probe finds the database answering and closes the outage with its count.
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(parsedLines().find((entry) => entry.msg === 'database reachable again')).toMatchObject({
      service: 'database',
      failures: 2,
    });
  });

  it('answers a validation error without logging the body', async () => {
    const response = await postAs(t.app, visitor, '/api/assessment-results', {
      email: ADDRESS,
      assessmentType: 'no-such-type',
      responses: ANSWERS,
      score: 0,
    });
    expect(response.statusCode).toBe(400);
  });

  it("logs a payment provider's failure without the address it echoed", async () => {
    const resultId = (await submitResult(null)).json().id;
    const response = await postAs(t.app, visitor, '/api/create-checkout-session', {
      email: ADDRESS,
      assessmentType: 'adhd',
      assessmentResultId: resultId,
      consent: true,
    });
    expect(response.statusCode).toBe(502);
    expect(parsedLines().some((entry) => entry.msg === 'provider_unavailable')).toBe(true);
  });

  it("logs an e-mail provider's refusal without the recipient it echoed", async () => {
    await queueMessage(t.database.db, {
      kind: 'admin-notification',
      recipient: ADDRESS,
      payload: { subject: 'Order 1 needs attention' },
    });
    const context = appMessageContext(t.app.config, t.database.db);
    await deliverDueMessages({
      db: t.database.db,
      provider: t.app.email,
      render: (row) => renderOutboxMessage(context, row),
      emailFrom: t.app.config.emailFrom,
      adminEmail: undefined,
      logger: t.app.log,
    });
    expect(parsedLines().find((entry) => entry.msg === 'e-mail delivery failed')).toMatchObject({
      kind: 'admin-notification',
    });
  });

  it('logs requested pages without their query values', async () => {
    const [token, invite, session] = SECRETS_IN_URLS;
    for (const url of [
      `/your-data?token=${token}`,
      `/?invite=${invite}`,
      `/payment-success?session_id=${session}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    }
    const urls = parsedLines().flatMap((entry) => {
      const req = entry.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain('/your-data?token=[redacted]');
    expect(urls).toContain('/?invite=[redacted]');
    expect(urls).toContain('/payment-success?session_id=[redacted]');
  });

  it('logs every admin login, failed or not, with the name tried and never the password', async () => {
    await ensureAdmin(t.app.db, TEST_ADMIN);
    const staff = await startVisitorSession(t.app);
    const failed = await postAs(t.app, staff, '/admin-login', { ...TEST_ADMIN, password: WRONG_PASSWORD });
    expect(failed.statusCode).toBe(401);
    expect((await postAs(t.app, staff, '/admin-login', TEST_ADMIN)).statusCode).toBe(200);
    const lines = parsedLines();
    expect(lines.find((entry) => entry.msg === 'admin login failed')).toMatchObject({
      username: TEST_ADMIN.username,
      reason: 'login_failed',
    });
    expect(lines.find((entry) => entry.msg === 'admin logged in')).toMatchObject({
      username: TEST_ADMIN.username,
    });
  });

  it('logs refused calls with their status, time and request id', async () => {
    const before = logLines.length;
    const refusals = [
      // No anti-forgery token.
      await t.app.inject({ method: 'POST', url: '/api/events', payload: { event: 'page_view', path: '/' } }),
      // No staff session.
      await t.app.inject({ method: 'GET', url: '/api/admin/check', headers: { cookie: visitor.cookie } }),
      // Invalid input.
      await postAs(t.app, visitor, '/api/events', { event: 'page_view', path: 42 }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 401, 400]);
    const lines = parsedLines().slice(before);
    for (const status of [403, 401, 400]) {
      const completed = lines.find(
        (entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === status,
      );
      expect(completed, String(status)).toMatchObject({
        reqId: expect.any(String),
        time: expect.any(Number),
      });
      const incoming = lines.find((entry) => entry.reqId === completed?.reqId && entry.req !== undefined);
      expect(incoming?.req).toMatchObject({
        method: expect.any(String),
        url: expect.stringMatching(/^\/api\//),
      });
    }
  });

  it('writes one line per request, with the request, its status and its time', async () => {
    const before = logLines.length;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(200);
    const lines = parsedLines()
      .slice(before)
      .filter((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/csrf-token');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/csrf-token' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('never held the answers, the visitor id, the address or a secret from a URL', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const everything = logLines.join('\n');
    for (const secret of [
      ANSWER_MARKER,
      visitorId,
      ADDRESS,
      ...SECRETS_IN_URLS,
      TEST_ADMIN.password,
      WRONG_PASSWORD,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
