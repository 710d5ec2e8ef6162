import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin, TEST_ADMIN } from '../../../../tests/support/admin-session.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { adminLoginAttempts, adminSessions } from '../../db/schema.ts';
import { ensureAdmin } from './bootstrap.ts';

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
  it('refuses a wrong password with the spec message and records the attempt', async () => {
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
    expect(response.json()).toEqual({ success: true, username: TEST_ADMIN.username });
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
    expect(check.json()).toEqual({ authenticated: true, username: TEST_ADMIN.username });
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

describe('lockout', () => {
  it('makes a username wait 15 minutes after 5 failures, even with the right password, then lets it in', async () => {
    await ensureAdmin(t.app.db, { username: 'locked-admin', password: 'the-right-password-1' });
    const visitor = await startVisitorSession(t.app);
    for (let i = 0; i < 5; i++) {
      const failed = await postAs(t.app, visitor, '/admin-login', {
        username: 'locked-admin',
        password: `wrong-${i}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await postAs(t.app, visitor, '/admin-login', {
      username: 'locked-admin',
      password: 'the-right-password-1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Please wait 15 minutes and try again.');

    // Fifteen minutes pass.
    const past = new Date(Date.now() - 16 * 60 * 1000);
    await t.database.db
      .update(adminLoginAttempts)
      .set({ createdAt: past })
      .where(eq(adminLoginAttempts.username, 'locked-admin'));
    const later = await postAs(t.app, visitor, '/admin-login', {
      username: 'locked-admin',
      password: 'the-right-password-1',
    });
    expect(later.statusCode).toBe(200);
    await t.database.db.delete(adminLoginAttempts);
  });

  it('locks an address that tries many usernames', async () => {
    const visitor = await startVisitorSession(t.app);
    for (let i = 0; i < 5; i++) {
      await postAs(t.app, visitor, '/admin-login', { username: `guess-${i}`, password: 'x' });
    }
    const locked = await postAs(t.app, visitor, '/admin-login', TEST_ADMIN);
    expect(locked.statusCode).toBe(429);
    await t.database.db.delete(adminLoginAttempts);
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
