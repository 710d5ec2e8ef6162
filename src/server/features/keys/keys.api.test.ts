import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createTestDatabase } from '../../../../tests/support/database.ts';
import { type MailgunStandIn, startMailgunStandIn } from '../../../../tests/support/mailgun-stand-in.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { serviceKeys } from '../../db/schema.ts';

const DOMAIN = 'mg.traitscope.test';
const GOOD_KEY = 'key-good-0123456789abcdef-WXYZ';
const BAD_KEY = 'key-bad-9876543210fedcba-QRST';

let mailgun: MailgunStandIn;
let database: DatabaseHandle;
let t: TestApp;
let admin: VisitorSession;
const logLines: string[] = [];
const responseBodies: string[] = [];

const env = { MAILGUN_DOMAIN: DOMAIN, RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'debug' };

beforeAll(async () => {
  mailgun = await startMailgunStandIn(DOMAIN);
  mailgun.acceptedKeys.add(GOOD_KEY);
  database = await createTestDatabase();
  t = await createTestApp({
    env,
    database,
    mailgunUrl: mailgun.url,
    logStream: { write: (line) => logLines.push(line) },
  });
  admin = await logInAsAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await mailgun.close();
});

async function get(app: TestApp, session: VisitorSession, url: string) {
  const response = await app.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  responseBodies.push(response.body);
  return response;
}
async function post(app: TestApp, session: VisitorSession, url: string, body: unknown) {
  const response = await postAs(app.app, session, url, body);
  responseBodies.push(response.body);
  return response;
}

describe('the key manager', () => {
  it('answers 401 to everyone but an admin', async () => {
    const visitor = await startVisitorSession(t.app);
    expect((await get(t, visitor, '/api/env-comparison')).statusCode).toBe(401);
    expect((await post(t, visitor, '/api/fix-keys', {})).statusCode).toBe(401);
    expect(
      (await post(t, visitor, '/api/set-mailgun-key', { apiKey: GOOD_KEY, confirmEuRegion: true }))
        .statusCode,
    ).toBe(401);
  });

  it('compares what is configured, stored and in use', async () => {
    const comparison = (await get(t, admin, '/api/env-comparison')).json();
    expect(comparison.data.mailgun).toMatchObject({
      api_key: { development: null, expected: null, production: null, new_key: null },
      domain: { current: DOMAIN, expected: DOMAIN },
      region: { current: 'eu', expected: 'eu' },
      is_matching: true,
    });
    expect(comparison.data.database.connection_string.present).toBe(false);
    expect(comparison.data.stripe.api_key).toEqual({ development: null, expected: null });
  });

  it('refuses a short key and a missing EU confirmation', async () => {
    const short = await post(t, admin, '/api/set-mailgun-key', { apiKey: 'short', confirmEuRegion: true });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please enter a valid Mailgun API key');
    const unconfirmed = await post(t, admin, '/api/set-mailgun-key', {
      apiKey: GOOD_KEY,
      confirmEuRegion: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
  });

  it('stores a key Mailgun refuses as a new, unused key', async () => {
    const refused = await post(t, admin, '/api/set-mailgun-key', { apiKey: BAD_KEY, confirmEuRegion: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('ending in QRST was saved but Mailgun did not accept it');
    const comparison = (await get(t, admin, '/api/env-comparison')).json();
    expect(comparison.data.mailgun.api_key).toMatchObject({
      new_key: '••••QRST',
      expected: null,
      production: null,
    });
    expect(t.app.email.name).toBe('capture');
  });

  it('puts an accepted key to use at once, without a restart', async () => {
    const accepted = await post(t, admin, '/api/set-mailgun-key', {
      apiKey: GOOD_KEY,
      confirmEuRegion: true,
    });
    expect(accepted.json()).toEqual({ message: 'The Mailgun API key ending in WXYZ is saved and in use.' });
    expect(t.app.email.name).toBe('mailgun');
    const comparison = (await get(t, admin, '/api/env-comparison')).json();
    expect(comparison.data.mailgun).toMatchObject({
      api_key: { expected: '••••WXYZ', production: '••••WXYZ', new_key: null },
      is_matching: true,
    });

    const sent = await t.app.email.send({
      to: 'reader@example.org',
      from: 'reports@traitscope.test',
      subject: 'hello',
      html: '<p>hi</p>',
      text: 'hi',
      attachments: [],
      messageId: '<k@traitscope.test>',
    });
    expect(sent.ok).toBe(true);
    expect(mailgun.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v3/${DOMAIN}/messages`,
      key: GOOD_KEY,
    });
  });

  it('stores the key encrypted, never in clear', async () => {
    const [row] = await database.db.select().from(serviceKeys);
    expect(row?.encryptedKey).not.toContain(GOOD_KEY);
    expect(row?.lastFour).toBe('WXYZ');
  });

  it('lets Automatic Fix apply the stored key after a restart', async () => {
    const restarted = await createTestApp({
      env,
      database,
      mailgunUrl: mailgun.url,
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      const restartedAdmin = await logInAsAdmin(restarted.app);
      expect(restarted.app.email.name).toBe('capture');
      const before = (await get(restarted, restartedAdmin, '/api/env-comparison')).json();
      expect(before.data.mailgun).toMatchObject({
        api_key: { expected: '••••WXYZ', production: null },
        is_matching: false,
      });
      const fixed = await post(restarted, restartedAdmin, '/api/fix-keys', {});
      expect(fixed.json()).toEqual({
        message: 'The e-mail service now uses the stored Mailgun key ending in WXYZ.',
      });
      expect(restarted.app.email.name).toBe('mailgun');
      const again = await post(restarted, restartedAdmin, '/api/fix-keys', {});
      expect(again.json().message).toBe('The running e-mail service already uses the expected key.');
    } finally {
      await restarted.close();
    }
  });

  it('never shows a key unmasked in any response or log line', () => {
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [...responseBodies, ...logLines]) {
      expect(text).not.toContain(GOOD_KEY);
      expect(text).not.toContain(BAD_KEY);
    }
  });
});
