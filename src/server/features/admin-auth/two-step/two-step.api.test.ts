import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  startVisitorSession,
  TEST_SECRET_KEY,
  type TestApp,
  type VisitorSession,
} from '../../../../../tests/support/test-app.ts';
import {
  adminCodeCaps,
  adminLoginThrottles,
  adminPendingLogins,
  adminRecoveryCodes,
  adminSecondFactors,
  adminSessions,
  admins,
  erasureAudits,
  outbox,
} from '../../../db/schema.ts';
import { decryptSecret } from '../../../lib/secret-box.ts';
import { ensureAdmin } from '../bootstrap.ts';
import { ENROLMENT_TOKEN_TTL_MS, issueEnrolmentToken } from './enrolment-tokens.ts';
import { resetTwoStep } from './two-step.ts';

const STEP_MS = 30_000;
/** The middle of a time step, so each test knows exactly which codes are current. */
const START = Math.floor(Date.UTC(2030, 5, 1) / STEP_MS) * STEP_MS + STEP_MS / 2;
const PASSWORD = 'a-long-admin-password';

let t: TestApp;
let logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'info' },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(() => t.close());
// The clock stands still unless a test moves it: the codes of each step are then known in advance.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  logLines = [];
});
afterEach(async () => {
  vi.useRealTimers();
  await t.database.db.delete(adminLoginThrottles);
  await t.database.db.delete(adminCodeCaps);
});

/** The app's code `steps` time steps from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });
}

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name && cookie.value !== '')?.value;

type Browser = VisitorSession & { address: string };

/** A browser at `address`, whose cookie header grows with the cookies the server sets, as a browser's would. */
async function openBrowser(address = '198.51.100.20'): Promise<Browser> {
  return { ...(await startVisitorSession(t.app)), address };
}

async function post(browser: Browser, url: string, payload: unknown, app = t.app) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: browser.address,
    headers: { cookie: browser.cookie, 'csrf-token': browser.csrfToken },
  });
  for (const name of ['ts_admin', 'ts_admin_pending']) {
    const value = cookieValue(response, name);
    if (value)
      browser.cookie = `${browser.cookie.replace(new RegExp(`; ${name}=[^;]*`), '')}; ${name}=${value}`;
  }
  return response;
}

function get(browser: Browser, url: string, app = t.app) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: browser.address,
    headers: { cookie: browser.cookie },
  });
}

/** A new admin, logged in with the password (no app yet). */
async function newAdmin(username: string, app = t.app): Promise<Browser> {
  await ensureAdmin(t.database.db, { username, password: PASSWORD });
  const browser = await openBrowser();
  const login = await post(browser, '/admin-login', { username, password: PASSWORD }, app);
  expect(login.statusCode, login.body).toBe(200);
  return browser;
}

/**
 * Sets up and confirms an app for the browser's admin (with the enrolment token, where the server requires one);
 * answers its secret and recovery codes.
 */
async function enrol(
  browser: Browser,
  app = t.app,
  enrolmentToken?: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = enrolmentToken ? { enrolmentToken } : {};
  const setup = await post(browser, '/api/admin/two-step/setup', token, app);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const confirm = await post(
    browser,
    '/api/admin/two-step/confirm',
    { code: codeFor(secret), ...token },
    app,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().recoveryCodes };
}

async function adminIdOf(username: string): Promise<number> {
  const [admin] = await t.database.db.select().from(admins).where(eq(admins.username, username));
  return admin?.id ?? 0;
}

describe('setting up two-step sign-in', () => {
  it('shows a QR code and the secret as text, and turns on with the app’s first code', async () => {
    const browser = await newAdmin('enrolling-admin');
    expect((await get(browser, '/api/admin/two-step')).json()).toEqual({
      isEnabled: false,
      isRequired: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await post(browser, '/api/admin/two-step/setup', {});
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Traitscope:enrolling-admin?issuer=Traitscope&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const svg = Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await post(browser, '/api/admin/two-step/confirm', { code: codeFor(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^That code was not accepted/);
    expect((await get(browser, '/api/admin/two-step')).json().isEnabled).toBe(false);

    const confirm = await post(browser, '/api/admin/two-step/confirm', { code: codeFor(secret) });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect((await get(browser, '/api/admin/two-step')).json()).toEqual({
      isEnabled: true,
      isRequired: false,
      enabledAt: new Date(START).toISOString(),
      recoveryCodesLeft: 10,
    });

    // At rest: the secret only sealed with SECRET_KEY, the recovery codes only as hashes.
    const adminId = await adminIdOf('enrolling-admin');
    const [factor] = await t.database.db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.adminId, adminId));
    expect(factor?.sealedSecret).not.toContain(secret);
    expect(decryptSecret(TEST_SECRET_KEY, factor?.sealedSecret ?? '', 'admin-second-factors')).toBe(secret);
    const stored = JSON.stringify(
      await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('ends the admin’s other sessions, keeps this one, and refuses a second set-up while it is on', async () => {
    const browser = await newAdmin('two-browsers-admin');
    const other = await openBrowser();
    await post(other, '/admin-login', { username: 'two-browsers-admin', password: PASSWORD });
    expect((await get(other, '/api/admin/check')).statusCode).toBe(200);

    await enrol(browser);
    expect((await get(other, '/api/admin/check')).statusCode).toBe(401);
    expect((await get(browser, '/api/admin/check')).statusCode).toBe(200);
    const again = await post(browser, '/api/admin/two-step/setup', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Two-step sign-in is already on. Turn it off first to move it to another app.',
    );
  });

  it('refuses a confirmation with nothing set up', async () => {
    const browser = await newAdmin('unstarted-admin');
    const confirm = await post(browser, '/api/admin/two-step/confirm', { code: '123456' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'There is no set-up waiting for a code. Please start the set-up again.',
    );
  });
});

describe('logging in with two-step sign-in', () => {
  it('gives only a pending login for the password, and the session for the code', async () => {
    const { secret } = await enrol(await newAdmin('code-admin'));
    const browser = await openBrowser();
    const password = await post(browser, '/admin-login', { username: 'code-admin', password: PASSWORD });
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ success: true, username: 'code-admin', secondStep: 'code' });
    expect(cookieValue(password, 'ts_admin')).toBeUndefined();
    expect(password.cookies.find((cookie) => cookie.name === 'ts_admin_pending')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 300,
    });
    // The pending login is no admin session.
    expect((await get(browser, '/api/admin/check')).statusCode).toBe(401);
    expect((await get(browser, '/api/admin/orders')).statusCode).toBe(401);

    vi.setSystemTime(START + STEP_MS);
    const code = await post(browser, '/admin-login/code', { code: codeFor(secret) });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toEqual({ success: true, username: 'code-admin', recoveryCodesLeft: null });
    expect(cookieValue(code, 'ts_admin')).toBeDefined();
    expect(code.cookies.find((cookie) => cookie.name === 'ts_admin_pending')?.value).toBe('');
    expect((await get(browser, '/api/admin/check')).json()).toEqual({
      authenticated: true,
      username: 'code-admin',
      mustSetUpTwoStep: false,
    });
    expect(await t.database.db.select().from(adminPendingLogins)).toEqual([]);
  });

  it('refuses a code used before, in this step or an earlier one (replay)', async () => {
    const { secret } = await enrol(await newAdmin('replay-admin'));
    // The enrolment used this step's code: it is spent.
    const browser = await openBrowser();
    await post(browser, '/admin-login', { username: 'replay-admin', password: PASSWORD });
    const replayed = await post(browser, '/admin-login/code', { code: codeFor(secret) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(
      'That code was not accepted. Please enter the current code from your authenticator app, or an unused recovery code.',
    );
    // The next step's code (already inside the window) works once; then neither it nor the older one does.
    expect((await post(browser, '/admin-login/code', { code: codeFor(secret, 1) })).statusCode).toBe(200);
    const later = await openBrowser();
    await post(later, '/admin-login', { username: 'replay-admin', password: PASSWORD });
    expect((await post(later, '/admin-login/code', { code: codeFor(secret, 1) })).statusCode).toBe(401);
    vi.setSystemTime(START + 2 * STEP_MS);
    expect((await post(later, '/admin-login/code', { code: codeFor(secret, -1) })).statusCode).toBe(401);
    expect((await post(later, '/admin-login/code', { code: codeFor(secret) })).statusCode).toBe(200);
  });

  it('accepts the same code for only one of two parallel logins', async () => {
    const { secret } = await enrol(await newAdmin('parallel-admin'));
    const browsers = await Promise.all([openBrowser(), openBrowser()]);
    for (const browser of browsers) {
      await post(browser, '/admin-login', { username: 'parallel-admin', password: PASSWORD });
    }
    const code = codeFor(secret, 1);
    const replies = await Promise.all(
      browsers.map((browser) => post(browser, '/admin-login/code', { code })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
  });

  it('counts wrong codes in the login throttle, and a right password does not wipe them out', async () => {
    const { secret } = await enrol(await newAdmin('guessed-admin'));
    const browser = await openBrowser('203.0.113.50');
    await post(browser, '/admin-login', { username: 'guessed-admin', password: PASSWORD });
    for (let i = 0; i < 4; i++) {
      expect((await post(browser, '/admin-login/code', { code: `00000${i}` })).statusCode).toBe(401);
    }
    // The password again (right, so its own attempt is given back), then the fifth wrong code.
    expect(
      (await post(browser, '/admin-login', { username: 'guessed-admin', password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await post(browser, '/admin-login/code', { code: '000009' })).statusCode).toBe(401);
    const locked = await post(browser, '/admin-login/code', { code: codeFor(secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Please wait 1 minute and try again.');
    const failures = logLines.filter((line) => line.includes('admin login code failed'));
    expect(failures).toHaveLength(6);
    expect(failures[0]).toContain('"username":"guessed-admin"');

    vi.setSystemTime(START + 61_000);
    expect((await post(browser, '/admin-login/code', { code: codeFor(secret) })).statusCode).toBe(200);
    // A complete login clears this name's failures from this address.
    const counters = await t.database.db
      .select()
      .from(adminLoginThrottles)
      .where(
        and(
          eq(adminLoginThrottles.username, 'guessed-admin'),
          eq(adminLoginThrottles.address, '203.0.113.50'),
        ),
      );
    expect(counters).toEqual([]);
  });

  it('leaves the address counter as it was after a complete login with password and code', async () => {
    const { secret } = await enrol(await newAdmin('counted-admin'));
    const browser = await openBrowser('203.0.113.51');
    await post(browser, '/admin-login', { username: 'counted-admin', password: PASSWORD });
    expect((await post(browser, '/admin-login/code', { code: codeFor(secret, 1) })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(adminLoginThrottles)
      .where(eq(adminLoginThrottles.address, '203.0.113.51'));
    expect(rows.map((row) => row.failures)).toEqual([0]);
  });

  it('takes each recovery code once, says how many are left, and logs its use without the code', async () => {
    const { recoveryCodes } = await enrol(await newAdmin('recovering-admin'));
    const [first = '', second = ''] = recoveryCodes;
    const browser = await openBrowser();
    await post(browser, '/admin-login', { username: 'recovering-admin', password: PASSWORD });
    const used = await post(browser, '/admin-login/code', { code: first.toUpperCase() });
    expect(used.json()).toEqual({ success: true, username: 'recovering-admin', recoveryCodesLeft: 9 });
    expect((await get(browser, '/api/admin/two-step')).json().recoveryCodesLeft).toBe(9);
    const logged = logLines.find((line) => line.includes('admin logged in with a recovery code'));
    expect(logged).toContain('"recoveryCodesLeft":9');
    expect(logLines.join('\n')).not.toContain(first);
    expect(logLines.join('\n')).not.toContain(first.replace('-', ''));

    const again = await openBrowser();
    await post(again, '/admin-login', { username: 'recovering-admin', password: PASSWORD });
    expect((await post(again, '/admin-login/code', { code: first })).statusCode).toBe(401);
    expect((await post(again, '/admin-login/code', { code: second })).statusCode).toBe(200);
  });

  it('refuses the code step without a pending login, or after five minutes', async () => {
    const { secret } = await enrol(await newAdmin('slow-admin'));
    const stranger = await openBrowser();
    const none = await post(stranger, '/admin-login/code', { code: codeFor(secret, 1) });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(
      'Your sign-in has timed out. Please enter your username and password again.',
    );
    const browser = await openBrowser();
    await post(browser, '/admin-login', { username: 'slow-admin', password: PASSWORD });
    vi.setSystemTime(START + 5 * 60_000 + 1000);
    expect((await post(browser, '/admin-login/code', { code: codeFor(secret) })).statusCode).toBe(401);
  });

  it('ends a pending login at logout', async () => {
    const { secret } = await enrol(await newAdmin('leaving-admin'));
    const browser = await openBrowser();
    await post(browser, '/admin-login', { username: 'leaving-admin', password: PASSWORD });
    await post(browser, '/admin-logout', {});
    expect((await post(browser, '/admin-login/code', { code: codeFor(secret, 1) })).statusCode).toBe(401);
  });
});

describe('managing two-step sign-in from the admin area', () => {
  it('gives new recovery codes for a current code, and the old ones stop working', async () => {
    const browser = await newAdmin('renewing-admin');
    const { secret, recoveryCodes } = await enrol(browser);
    const wrong = await post(browser, '/api/admin/two-step/recovery-codes', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const renewed = await post(browser, '/api/admin/two-step/recovery-codes', { code: codeFor(secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const next = await openBrowser();
    await post(next, '/admin-login', { username: 'renewing-admin', password: PASSWORD });
    expect((await post(next, '/admin-login/code', { code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await post(next, '/admin-login/code', { code: fresh[0] })).statusCode).toBe(200);
  });

  it('turns off for a current code (a recovery code counts), after which the password is enough', async () => {
    const browser = await newAdmin('switching-off-admin');
    const { recoveryCodes } = await enrol(browser);
    expect((await post(browser, '/api/admin/two-step/off', { code: '123456' })).statusCode).toBe(400);
    const off = await post(browser, '/api/admin/two-step/off', { code: recoveryCodes[3] });
    expect(off.statusCode).toBe(200);
    expect(logLines.some((line) => line.includes('admin turned off two-step sign-in'))).toBe(true);
    expect(logLines.some((line) => line.includes('recovery code to turn off'))).toBe(true);
    expect((await get(browser, '/api/admin/two-step')).json().isEnabled).toBe(false);
    const adminId = await adminIdOf('switching-off-admin');
    expect(
      await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)),
    ).toEqual([]);

    const next = await openBrowser();
    const login = await post(next, '/admin-login', { username: 'switching-off-admin', password: PASSWORD });
    expect(login.json().secondStep).toBe('none');
    const notOn = await post(browser, '/api/admin/two-step/off', { code: '123456' });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe('Two-step sign-in is not on.');
  });

  it('counts wrong codes given in the admin area in the login throttle', async () => {
    const browser = await newAdmin('stolen-session-admin');
    browser.address = '203.0.113.52';
    const { secret } = await enrol(browser);
    for (let i = 0; i < 5; i++) {
      expect((await post(browser, '/api/admin/two-step/off', { code: `12345${i}` })).statusCode).toBe(400);
    }
    const locked = await post(browser, '/api/admin/two-step/off', { code: codeFor(secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect((await get(browser, '/api/admin/two-step')).json().isEnabled).toBe(true);
  });

  it('needs the anti-forgery token on every call that changes something', async () => {
    const browser = await newAdmin('forged-admin');
    const { secret } = await enrol(browser);
    const pending = await openBrowser();
    await post(pending, '/admin-login', { username: 'forged-admin', password: PASSWORD });
    const calls: [Browser, string, object][] = [
      [pending, '/admin-login/code', { code: codeFor(secret, 1) }],
      [browser, '/api/admin/two-step/setup', {}],
      [browser, '/api/admin/two-step/confirm', { code: codeFor(secret, 1) }],
      [browser, '/api/admin/two-step/recovery-codes', { code: codeFor(secret, 1) }],
      [browser, '/api/admin/two-step/off', { code: codeFor(secret, 1) }],
    ];
    for (const [session, url, payload] of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: session.cookie },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await get(browser, '/api/admin/two-step')).json().isEnabled).toBe(true);
    expect((await get(pending, '/api/admin/check')).statusCode).toBe(401);
  });

  it('lets a hostile admin touch only their own second factor', async () => {
    const victim = await newAdmin('victim-admin');
    const { secret } = await enrol(victim);
    const hostile = await newAdmin('hostile-admin');
    const victimId = await adminIdOf('victim-admin');
    const aimed = { code: codeFor(secret, 1), username: 'victim-admin', adminId: victimId };

    const off = await post(hostile, '/api/admin/two-step/off', aimed);
    expect(off.statusCode).toBe(409);
    const renew = await post(hostile, '/api/admin/two-step/recovery-codes', aimed);
    expect(renew.statusCode).toBe(409);
    const setup = await post(hostile, '/api/admin/two-step/setup', aimed);
    expect(setup.statusCode).toBe(200);
    const confirm = await post(hostile, '/api/admin/two-step/confirm', aimed);
    expect(confirm.statusCode).toBe(400);
    const status = await get(hostile, '/api/admin/two-step');
    expect(status.json()).toMatchObject({ isEnabled: false });

    const [factor] = await t.database.db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.adminId, victimId));
    expect(decryptSecret(TEST_SECRET_KEY, factor?.sealedSecret ?? '', 'admin-second-factors')).toBe(secret);
    expect((await get(victim, '/api/admin/two-step')).json()).toMatchObject({
      isEnabled: true,
      recoveryCodesLeft: 10,
    });
    // The victim's next code is still unused: the hostile calls spent nothing of theirs.
    const next = await openBrowser();
    await post(next, '/admin-login', { username: 'victim-admin', password: PASSWORD });
    expect((await post(next, '/admin-login/code', { code: codeFor(secret, 1) })).statusCode).toBe(200);
  });
});

describe('with ADMIN_REQUIRE_2FA=true', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({
      database: t.database,
      env: { RATE_LIMIT_PER_MINUTE: '10000', ADMIN_REQUIRE_2FA: 'true' },
    });
  });
  afterAll(() => required.close());

  it('lets an admin without an app do nothing but set one up, then everything', async () => {
    const browser = await openBrowser();
    await ensureAdmin(t.database.db, { username: 'required-admin', password: PASSWORD });
    const login = await post(
      browser,
      '/admin-login',
      { username: 'required-admin', password: PASSWORD },
      required.app,
    );
    expect(login.json()).toEqual({ success: true, username: 'required-admin', secondStep: 'setup' });
    expect((await get(browser, '/api/admin/check', required.app)).json()).toEqual({
      authenticated: true,
      username: 'required-admin',
      mustSetUpTwoStep: true,
    });
    for (const url of ['/api/admin/orders', '/api/admin/payments', '/health']) {
      const refused = await get(browser, url, required.app);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(
        'Two-step sign-in is required for the admin area. Please set it up to continue.',
      );
    }
    expect((await get(browser, '/api/admin/two-step', required.app)).json()).toMatchObject({
      isEnabled: false,
      isRequired: true,
    });

    const issued = await issueEnrolmentToken(t.database.db, 'required-admin');
    const { secret, recoveryCodes } = await enrol(browser, required.app, issued?.token);
    expect((await get(browser, '/api/admin/orders', required.app)).statusCode).toBe(200);
    expect((await get(browser, '/api/admin/check', required.app)).json().mustSetUpTwoStep).toBe(false);
    const off = await post(browser, '/api/admin/two-step/off', { code: recoveryCodes[0] }, required.app);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('This server requires two-step sign-in, so it cannot be turned off.');

    const next = await openBrowser();
    const again = await post(
      next,
      '/admin-login',
      { username: 'required-admin', password: PASSWORD },
      required.app,
    );
    expect(again.json().secondStep).toBe('code');
    const code = await post(next, '/admin-login/code', { code: codeFor(secret, 1) }, required.app);
    expect(code.statusCode).toBe(200);
    expect((await get(next, '/api/admin/orders', required.app)).statusCode).toBe(200);
  });

  it('refuses to enrol an app with the password alone, and takes only the CLI’s token, once (finding 7)', async () => {
    // The attacker has the password of an admin who has not set up an app yet.
    await ensureAdmin(t.database.db, { username: 'not-yet-enrolled', password: PASSWORD });
    await ensureAdmin(t.database.db, { username: 'other-admin', password: PASSWORD });
    const attacker = await openBrowser('203.0.113.66');
    await post(attacker, '/admin-login', { username: 'not-yet-enrolled', password: PASSWORD }, required.app);
    const bare = await post(attacker, '/api/admin/two-step/setup', {}, required.app);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(
      /^This server requires an enrolment token to set up two-step sign-in/,
    );
    const guessed = { enrolmentToken: 'AAAAAAAAAAAAAAAAAAAAAAAA' };
    expect((await post(attacker, '/api/admin/two-step/setup', guessed, required.app)).statusCode).toBe(403);
    // Another admin's token is no use either.
    const others = await issueEnrolmentToken(t.database.db, 'other-admin');
    const borrowed = { enrolmentToken: others?.token };
    const refused = await post(attacker, '/api/admin/two-step/setup', borrowed, required.app);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^That enrolment token was not accepted/);

    // The owner gets the token from the operator; the confirmation needs it too, and spends it.
    const issued = await issueEnrolmentToken(t.database.db, 'not-yet-enrolled');
    const owner = await openBrowser();
    await post(owner, '/admin-login', { username: 'not-yet-enrolled', password: PASSWORD }, required.app);
    const withToken = { enrolmentToken: issued?.token };
    const setup = await post(owner, '/api/admin/two-step/setup', withToken, required.app);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const noToken = await post(owner, '/api/admin/two-step/confirm', { code: codeFor(secret) }, required.app);
    expect(noToken.statusCode).toBe(403);
    const confirm = await post(
      owner,
      '/api/admin/two-step/confirm',
      { code: codeFor(secret), ...withToken },
      required.app,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);

    // Spent: after a 2fa-reset, the old token opens nothing.
    await resetTwoStep(t.database.db, 'not-yet-enrolled');
    const later = await openBrowser('203.0.113.66');
    await post(later, '/admin-login', { username: 'not-yet-enrolled', password: PASSWORD }, required.app);
    expect((await post(later, '/api/admin/two-step/setup', withToken, required.app)).statusCode).toBe(403);
    // And a token expires.
    const fresh = await issueEnrolmentToken(t.database.db, 'not-yet-enrolled');
    vi.setSystemTime(Date.now() + ENROLMENT_TOKEN_TTL_MS + 1000);
    const late = await openBrowser();
    await post(late, '/admin-login', { username: 'not-yet-enrolled', password: PASSWORD }, required.app);
    const expired = { enrolmentToken: fresh?.token };
    expect((await post(late, '/api/admin/two-step/setup', expired, required.app)).statusCode).toBe(403);
  });

  it('refuses a session opened before the requirement until the admin sets up an app', async () => {
    const browser = await newAdmin('earlier-admin');
    expect((await get(browser, '/api/admin/orders')).statusCode).toBe(200);
    expect((await get(browser, '/api/admin/orders', required.app)).statusCode).toBe(403);
  });
});

describe('npm run admin -- 2fa-reset', () => {
  it('removes the app and the recovery codes and ends the sessions; the password alone logs in again', async () => {
    const browser = await newAdmin('phone-lost-admin');
    const { recoveryCodes } = await enrol(browser);
    const adminId = await adminIdOf('phone-lost-admin');

    expect(await resetTwoStep(t.database.db, 'phone-lost-admin')).toBe('reset');
    expect((await get(browser, '/api/admin/check')).statusCode).toBe(401);
    for (const table of [adminSecondFactors, adminRecoveryCodes, adminSessions]) {
      expect(await t.database.db.select().from(table).where(eq(table.adminId, adminId))).toEqual([]);
    }
    const next = await openBrowser();
    const login = await post(next, '/admin-login', { username: 'phone-lost-admin', password: PASSWORD });
    expect(login.json().secondStep).toBe('none');
    expect((await post(next, '/admin-login/code', { code: recoveryCodes[0] })).statusCode).toBe(401);

    expect(await resetTwoStep(t.database.db, 'phone-lost-admin')).toBe('was-off');
    expect(await resetTwoStep(t.database.db, 'nobody-of-that-name')).toBe('no-such-admin');
  });
});

describe('the cap on wrong codes per account (finding 3)', () => {
  let staffed: TestApp;
  let staffLog: string[] = [];
  beforeAll(async () => {
    staffed = await createTestApp({
      database: t.database,
      env: { RATE_LIMIT_PER_MINUTE: '10000', ADMIN_EMAIL: 'staff@example.com', LOG_LEVEL: 'info' },
      logStream: { write: (line) => staffLog.push(line) },
    });
  });
  afterAll(() => staffed.close());
  beforeEach(() => {
    staffLog = [];
  });

  it('lets 40 addresses check only 10 of 200 codes, then takes recovery codes only, and tells staff once', async () => {
    const owner = await newAdmin('many-networks-admin', staffed.app);
    const { secret, recoveryCodes } = await enrol(owner, staffed.app);
    const adminId = await adminIdOf('many-networks-admin');
    const notices = () =>
      t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'admin-notification'), eq(outbox.recipient, 'staff@example.com')));
    const noticesBefore = (await notices()).length;

    // The attacker knows the password and sends 5 codes from each of 40 networks, all at once.
    const attackers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const browser = await openBrowser(`2001:db8:${index.toString(16)}::1`);
        const login = await post(
          browser,
          '/admin-login',
          { username: 'many-networks-admin', password: PASSWORD },
          staffed.app,
        );
        expect(login.json().secondStep).toBe('code');
        return browser;
      }),
    );
    const rightCodes = new Set([codeFor(secret, -1), codeFor(secret), codeFor(secret, 1)]);
    let guess = 0;
    const nextWrongCode = () => {
      let code: string;
      do {
        code = String(guess++).padStart(6, '0');
      } while (rightCodes.has(code));
      return code;
    };
    const answers = await Promise.all(
      attackers.flatMap((browser) =>
        Array.from({ length: 5 }, () => nextWrongCode()).map((code) =>
          post(browser, '/admin-login/code', { code }, staffed.app),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toMatch(
      /^Too many wrong codes were tried for this account in the last hour, so codes from the app are paused until \d\d:\d\d UTC\. Please sign in with one of your recovery codes/,
    );

    // Even the right app code is refused for the rest of the hour, from a new address.
    const stranger = await openBrowser('192.0.2.77');
    await post(
      stranger,
      '/admin-login',
      { username: 'many-networks-admin', password: PASSWORD },
      staffed.app,
    );
    expect(
      (await post(stranger, '/admin-login/code', { code: codeFor(secret, 1) }, staffed.app)).statusCode,
    ).toBe(429);

    // The owner: the password step is untouched, and a recovery code signs in.
    const ownerAgain = await openBrowser('198.51.100.99');
    const password = await post(
      ownerAgain,
      '/admin-login',
      { username: 'many-networks-admin', password: PASSWORD },
      staffed.app,
    );
    expect(password.statusCode).toBe(200);
    const recovery = await post(ownerAgain, '/admin-login/code', { code: recoveryCodes[0] }, staffed.app);
    expect(recovery.statusCode, recovery.body).toBe(200);

    // Staff were told once: a warning in the log and one e-mail to ADMIN_EMAIL.
    const warnings = staffLog.filter((line) => line.includes('reached the wrong-code cap'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40, username: 'many-networks-admin' });
    const sent = (await notices()).slice(noticesBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({ username: 'many-networks-admin', wrongCodesWithinAnHour: 10 });

    // After the hour, the app's codes work again.
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    await t.database.db.delete(adminLoginThrottles);
    const nextHour = await openBrowser('192.0.2.78');
    await post(
      nextHour,
      '/admin-login',
      { username: 'many-networks-admin', password: PASSWORD },
      staffed.app,
    );
    expect(
      (await post(nextHour, '/admin-login/code', { code: codeFor(secret) }, staffed.app)).statusCode,
    ).toBe(200);
    const [cap] = await t.database.db.select().from(adminCodeCaps).where(eq(adminCodeCaps.adminId, adminId));
    expect(cap?.failures).toBe(0);
  }, 120_000);

  it('counts wrong codes given in the admin area in the same cap', async () => {
    const browser = await newAdmin('capped-in-area', staffed.app);
    const { secret } = await enrol(browser, staffed.app);
    for (let index = 0; index < 10; index += 1) {
      browser.address = `2001:db8:aa${index}::1`;
      const wrong = await post(
        browser,
        '/api/admin/two-step/recovery-codes',
        { code: '000000' },
        staffed.app,
      );
      expect(wrong.statusCode).toBe(400);
    }
    browser.address = '2001:db8:bbbb::1';
    const right = await post(
      browser,
      '/api/admin/two-step/recovery-codes',
      { code: codeFor(secret, 1) },
      staffed.app,
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('a fresh code for erasing data and changing keys (step-up, finding 7)', () => {
  const erase = (browser: Browser) =>
    post(browser, '/api/admin/erasures', { email: 'someone@example.com', note: 'letter of 2030-06-01' });

  it('asks an admin with an app for a fresh code once 5 minutes have passed since the last one', async () => {
    const browser = await newAdmin('stepping-admin');
    const { secret, recoveryCodes } = await enrol(browser);
    const erasuresBefore = (await t.database.db.select().from(erasureAudits)).length;
    // The code that turned the app on counts as fresh.
    expect((await erase(browser)).statusCode).toBe(200);

    // Six minutes later, the same 12-hour session is not enough.
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const refused = await erase(browser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'step_up_required',
      message:
        'This action needs a fresh code. Please enter a code from your authenticator app (or a recovery code) to go on.',
    });
    const keys = await post(browser, '/api/set-mailgun-key', {
      apiKey: `key-${'a'.repeat(32)}`,
      confirmEuRegion: true,
    });
    expect(keys.statusCode).toBe(403);
    expect(keys.json().code).toBe('step_up_required');
    expect((await post(browser, '/api/fix-keys', {})).statusCode).toBe(403);
    expect((await t.database.db.select().from(erasureAudits)).length).toBe(erasuresBefore + 1);

    // A wrong code, or the password, opens nothing.
    expect((await post(browser, '/api/admin/step-up', { code: '000000' })).statusCode).toBe(400);
    expect((await post(browser, '/api/admin/step-up', { password: PASSWORD })).statusCode).toBe(400);
    expect((await erase(browser)).statusCode).toBe(403);

    const stepUp = await post(browser, '/api/admin/step-up', { code: codeFor(secret) });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    expect(stepUp.json().steppedUpUntil).toBe(new Date(Date.now() + 5 * 60 * 1000).toISOString());
    expect((await erase(browser)).statusCode).toBe(200);

    // A recovery code counts too, and its use is logged.
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    expect((await erase(browser)).statusCode).toBe(403);
    expect((await post(browser, '/api/admin/step-up', { code: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await erase(browser)).statusCode).toBe(200);
    expect(logLines.some((line) => line.includes('admin used a recovery code to confirm an action'))).toBe(
      true,
    );
  });

  it('asks an admin without an app for the password instead', async () => {
    const browser = await newAdmin('password-only-admin');
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const refused = await erase(browser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'step_up_password_required',
      message: 'This action needs your password again. Please enter it to go on.',
    });
    expect((await post(browser, '/api/admin/step-up', { code: '123456' })).statusCode).toBe(400);
    const wrong = await post(browser, '/api/admin/step-up', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'That password was not accepted. Please enter the password you sign in with.',
    );
    const both = await post(browser, '/api/admin/step-up', { password: PASSWORD, code: '123456' });
    expect(both.statusCode).toBe(400);
    expect((await post(browser, '/api/admin/step-up', { password: PASSWORD })).statusCode).toBe(200);
    expect((await erase(browser)).statusCode).toBe(200);
  });
});
