import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin, TEST_ADMIN } from '../../../../tests/support/admin-session.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { adminLoginAttempts, adminLoginThrottles, adminSessions } from '../../db/schema.ts';
import type { AppError } from '../../lib/app-error.ts';
import { ensureAdmin } from './bootstrap.ts';
import { logInAdmin } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  await ensureAdmin(t.app.db, TEST_ADMIN);
});
afterAll(() => t.close());

const ADMIN_GETS = [
  '/api/admin/check',
  '/api/admin/payments',
  '/api/admin/orders',
  '/api/admin/dashboard',
  '/health',
  '/health/scheduled?notify=true',
];

describe('without an admin session', () => {
  it.each(ADMIN_GETS)('GET %s answers 401', async (url) => {
    const visitor = await startVisitorSession(t.app);
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authentication required. Please log in as an administrator.',
    });
  });

  it('answers 401 to a forged or unknown session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/check',
      headers: { cookie: 'ts_admin=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('logging in', () => {
  it('refuses a wrong password with the agreed message and records the attempt', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/admin-login', {
      username: TEST_ADMIN.username,
      password: 'wrong',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authentication failed. Please check your username and password.',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'ts_admin')).toBeUndefined();
    const attempts = await t.database.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(adminLoginAttempts.username, TEST_ADMIN.username));
    expect(attempts.some((attempt) => !attempt.isSuccess)).toBe(true);
    await t.database.db.delete(adminLoginAttempts);
  });

  it('needs the anti-forgery token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin-login', payload: TEST_ADMIN });
    expect(response.statusCode).toBe(403);
  });

  it('requires both fields', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/admin-login', { username: '', password: '' });
    expect(response.statusCode).toBe(400);
  });

  it('sets an HttpOnly, SameSite session cookie whose token is stored only as a hash', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/admin-login', TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, username: TEST_ADMIN.username, secondStep: 'none' });
    const cookie = response.cookies.find((c) => c.name === 'ts_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const sessions = await t.database.db.select().from(adminSessions);
    expect(sessions.some((session) => session.tokenHash === cookie?.value)).toBe(false);
    expect(sessions.every((session) => /^[0-9a-f]{64}$/.test(session.tokenHash))).toBe(true);
  });

  it('lets the admin in, and out again', async () => {
    const admin = await logInAsAdmin(t.app);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/check',
      headers: { cookie: admin.cookie },
    });
    expect(check.json()).toEqual({
      authenticated: true,
      username: TEST_ADMIN.username,
      mustSetUpTwoStep: false,
    });
    expect(check.headers['cache-control']).toBe('no-store');
    const logout = await postAs(t.app, admin, '/admin-logout', {});
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/check',
      headers: { cookie: admin.cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('login throttle', () => {
  const RIGHT_PASSWORD = 'the-right-password-1';
  afterEach(async () => {
    await t.database.db.delete(adminLoginAttempts);
    await t.database.db.delete(adminLoginThrottles);
  });

  /** A login as sent from one address (the app sees `remoteAddress` as the caller's address). */
  async function logInFrom(
    address: string,
    credentials: { username: string; password: string },
    app: FastifyInstance = t.app,
  ) {
    const visitor = await startVisitorSession(app);
    return app.inject({
      method: 'POST',
      url: '/admin-login',
      payload: credentials,
      remoteAddress: address,
      headers: { cookie: visitor.cookie, 'csrf-token': visitor.csrfToken },
    });
  }

  /** How many passwords were checked: every verification is recorded, a refusal before it is not. */
  async function checkedAttempts(username: string): Promise<number> {
    const rows = await t.database.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(adminLoginAttempts.username, username));
    return rows.length;
  }

  /** Calls the login directly, for tests that move the clock instead of sleeping. */
  async function logInAt(minutes: number, username: string, password: string, address = '198.51.100.9') {
    const now = new Date(START.getTime() + minutes * 60_000);
    return logInAdmin({ db: t.app.db, username, password, address, now }).then(
      () => 'ok',
      (error: AppError) => (error.status === 429 ? error.message : error.code),
    );
  }
  const START = new Date('2030-01-01T00:00:00Z');

  it.each([30, 100])(
    'checks at most 5 of %i parallel wrong passwords for one user from one address',
    async (n) => {
      const username = `burst-${n}`;
      await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
      const responses = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          logInFrom(`203.0.113.${n}`, { username, password: `wrong-${i}` }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(n - 5);
      expect(await checkedAttempts(username)).toBe(5);
    },
  );

  it('gives a burst spread over two app instances on one database no more guesses', async () => {
    const second = await createTestApp({ database: t.database, env: { RATE_LIMIT_PER_MINUTE: '10000' } });
    try {
      const username = 'two-instances';
      await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          logInFrom('203.0.113.11', { username, password: `wrong-${i}` }, i % 2 ? t.app : second.app),
        ),
      );
      expect(await checkedAttempts(username)).toBe(5);
    } finally {
      await second.close();
    }
  });

  it('lets the real admin in from another address at once, however many failures an outsider caused', async () => {
    const username = 'targeted-admin';
    await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
    for (let i = 0; i < 20; i++) await logInFrom('203.0.113.66', { username, password: `guess-${i}` });
    const outsider = await logInFrom('203.0.113.66', { username, password: `guess-again` });
    expect(outsider.statusCode).toBe(429);
    const admin = await logInFrom('192.0.2.44', { username, password: RIGHT_PASSWORD });
    expect(admin.statusCode).toBe(200);
  });

  it('makes each failure after the fifth wait longer, in plain words, even with the right password', async () => {
    const username = 'slowed-admin';
    await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
    for (let i = 0; i < 5; i++) expect(await logInAt(0, username, `wrong-${i}`)).toBe('login_failed');
    expect(await logInAt(0.5, username, RIGHT_PASSWORD)).toBe(
      'Too many failed attempts. Please wait 1 minute and try again.',
    );
    expect(await logInAt(1, username, 'wrong-5')).toBe('login_failed');
    expect(await logInAt(2, username, RIGHT_PASSWORD)).toBe(
      'Too many failed attempts. Please wait 1 minute and try again.',
    );
    expect(await logInAt(3, username, 'wrong-6')).toBe('login_failed');
    expect(await logInAt(3, username, RIGHT_PASSWORD)).toBe(
      'Too many failed attempts. Please wait 4 minutes and try again.',
    );
    expect(await logInAt(7, username, 'wrong-7')).toBe('login_failed');
    expect(await logInAt(7, username, RIGHT_PASSWORD)).toBe(
      'Too many failed attempts. Please wait 8 minutes and try again.',
    );
    expect(await logInAt(15, username, RIGHT_PASSWORD)).toBe('ok');
  });

  it('forgets failures after a day without any, and a success clears them for that address', async () => {
    const username = 'forgiven-admin';
    await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
    for (let i = 0; i < 5; i++) await logInAt(0, username, `wrong-${i}`);
    expect(await logInAt(1, username, RIGHT_PASSWORD)).toBe('ok');
    for (let i = 0; i < 5; i++) expect(await logInAt(2, username, `wrong-${i}`)).toBe('login_failed');
    expect(await logInAt(2, username, 'wrong-5')).toMatch(/^Too many failed attempts/);
    expect(await logInAt(2 + 24 * 60, username, 'wrong-6')).toBe('login_failed');
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const username = 'ipv6-admin';
    await ensureAdmin(t.app.db, { username, password: RIGHT_PASSWORD });
    for (let i = 1; i <= 5; i++) await logInFrom(`2001:db8:0:1::${i}`, { username, password: `wrong-${i}` });
    expect((await logInFrom('2001:db8:0:1::99', { username, password: RIGHT_PASSWORD })).statusCode).toBe(
      429,
    );
    expect((await logInFrom('2001:db8:0:2::1', { username, password: RIGHT_PASSWORD })).statusCode).toBe(200);
  });

  it('stores nothing for an attempt it refuses', async () => {
    for (let i = 0; i < 10; i++) await logInFrom('203.0.113.14', { username: `guess-${i}`, password: 'x' });
    const counters = () =>
      t.database.db.select().from(adminLoginThrottles).orderBy(adminLoginThrottles.username);
    const before = await counters();
    for (let i = 0; i < 20; i++) await logInFrom('203.0.113.14', { username: `another-${i}`, password: 'x' });
    expect(await counters()).toEqual(before);
  });

  it('slows an address that tries many usernames', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await logInFrom('203.0.113.12', { username: `guess-${i}`, password: 'x' })).statusCode).toBe(
        401,
      );
    }
    const slowed = await logInFrom('203.0.113.12', TEST_ADMIN);
    expect(slowed.statusCode).toBe(429);
    expect((await logInFrom('203.0.113.13', TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session idle for more than 30 minutes', async () => {
    const admin = await logInAsAdmin(t.app);
    await t.database.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/check',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session at its absolute end however active it is', async () => {
    const admin = await logInAsAdmin(t.app);
    await t.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/check',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});
