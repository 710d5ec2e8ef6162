import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';
import { ensureAdmin } from '../features/admin-auth/bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('anti-forgery token', () => {
  it('gives a new visitor a signed, HttpOnly visitor cookie and a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().csrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'ts_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the same visitor the same token on every call', async () => {
    const session = await startVisitorSession(t.app);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { cookie: session.cookie },
    });
    expect(again.json().csrfToken).toBe(session.csrfToken);
    expect(again.cookies.find((c) => c.name === 'ts_visitor')).toBeUndefined();
  });

  it('accepts a state-changing call with the token in either header', async () => {
    const session = await startVisitorSession(t.app);
    for (const header of ['csrf-token', 'x-csrf-token']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/log-404',
        headers: { cookie: session.cookie, [header]: session.csrfToken },
        payload: { path: '/from-header-test' },
      });
      expect(response.statusCode).toBe(202);
    }
  });

  it('refuses a state-changing call without a token', async () => {
    const session = await startVisitorSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log-404',
      headers: { cookie: session.cookie },
      payload: { path: '/x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/reload the page/);
  });

  it("words the refusal in the page's language, and in English for a language without messages", async () => {
    const session = await startVisitorSession(t.app);
    const refusalIn = async (acceptLanguage: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/log-404',
        headers: { cookie: session.cookie, 'accept-language': acceptLanguage },
        payload: { path: '/x' },
      });
      expect(response.statusCode).toBe(403);
      return response.json().message;
    };
    expect(await refusalIn('de')).toBe(
      'Ihr Sicherheitsschlüssel für diese Sitzung fehlt oder ist veraltet. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    );
    expect(await refusalIn('pt')).toBe(
      'Your session token is missing or out of date. Please reload the page and try again.',
    );
  });

  it("refuses another visitor's token", async () => {
    const alice = await startVisitorSession(t.app);
    const bob = await startVisitorSession(t.app);
    const response = await postAs(t.app, { cookie: alice.cookie, csrfToken: bob.csrfToken }, '/api/log-404', {
      path: '/x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token sent without the visitor cookie it belongs to', async () => {
    const session = await startVisitorSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log-404',
      headers: { 'csrf-token': session.csrfToken },
      payload: { path: '/x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token of the right length in characters but not in bytes', async () => {
    const session = await startVisitorSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log-404',
      headers: { cookie: session.cookie, 'csrf-token': '\u00e9'.repeat(session.csrfToken.length) },
      payload: { path: '/x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('marks the visitor and staff cookies Secure when the site is served over https, the staff one __Host-', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://traitscope.example' } });
    try {
      await ensureAdmin(https.app.db, TEST_ADMIN);
      const visitor = await startVisitorSession(https.app);
      const first = await https.app.inject({ method: 'GET', url: '/api/csrf-token' });
      const login = await postAs(https.app, visitor, '/admin-login', TEST_ADMIN);
      const cookies = [...first.cookies, ...login.cookies];
      // The staff cookie takes the __Host- prefix (ASVS 3.4.4): Secure, path /, no Domain, or a browser drops it.
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-ts_admin', 'ts_visitor']);
      for (const cookie of cookies) expect(cookie).toMatchObject({ secure: true, httpOnly: true });
      const staff = login.cookies.find((cookie) => cookie.name === '__Host-ts_admin');
      expect(staff).toMatchObject({ path: '/' });
      expect(staff?.domain).toBeUndefined();

      const check = await https.app.inject({
        method: 'GET',
        url: '/api/admin/check',
        headers: { cookie: `${visitor.cookie}; __Host-ts_admin=${staff?.value}` },
      });
      expect(check.statusCode).toBe(200);
      const unprefixed = await https.app.inject({
        method: 'GET',
        url: '/api/admin/check',
        headers: { cookie: `${visitor.cookie}; ts_admin=${staff?.value}` },
      });
      expect(unprefixed.statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });

  it('refuses a forged visitor cookie', async () => {
    const session = await startVisitorSession(t.app);
    const forged = session.cookie.replace(/\.[^.]+$/, '.forgedsignature');
    const response = await postAs(t.app, { ...session, cookie: forged }, '/api/log-404', { path: '/x' });
    expect(response.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('answers a schema violation with 400 and a message naming the field', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/events', { event: 'page_view', path: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('path') });
  });

  it('answers malformed JSON with 400', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/events', '{"event":', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 before reading it', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/log-404', { path: `/${'a'.repeat(70_000)}` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers text PostgreSQL cannot store with 400 instead of a server error', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, '/api/discount-codes/validate', { code: 'FREE\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/characters we cannot store/);
  });

  it("words the error handler's own answers in the page's language, a request's details in English", async () => {
    const session = await startVisitorSession(t.app);
    const inGerman = { 'accept-language': 'de' };
    const unstorable = await postAs(
      t.app,
      session,
      '/api/discount-codes/validate',
      { code: 'FREE\u0000' },
      inGerman,
    );
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.json()).toEqual({
      message: 'Die Anfrage enthält Zeichen, die wir nicht speichern können (etwa ein NUL-Zeichen).',
    });
    const malformed = await postAs(t.app, session, '/api/events', '{"event":', {
      'content-type': 'application/json',
      ...inGerman,
    });
    expect(malformed.json()).toEqual({ message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
    const invalid = await postAs(t.app, session, '/api/events', { event: 'page_view', path: 42 }, inGerman);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^Invalid request\. .*path/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const session = await startVisitorSession(t.app);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await postAs(t.app, session, '/api/log-404', 'path=/x', {
        'content-type': contentType,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Send the request body as JSON (Content-Type: application/json).',
      });
    }
  });

  it('refuses a query parameter given twice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/assessment-comparison/adhd?score=3&score=40',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('score');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nothing-here');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no inline script and no eval', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    // Without a client build there is no start script to allow (client-app.api.test.ts has the one a page carries).
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets no request carry a page's path or query in Referer, not even to the site itself", async () => {
    // The data page, an invitation and the payment return have one-time tokens in their URL until the page
    // clears it; the assets and API calls made meanwhile must not repeat it in Referer.
    for (const url of ['/your-data?token=secret', '/?invite=secret', '/payment-success?session_id=secret']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['referrer-policy']).toBe('strict-origin');
    }
  });

  it('sends them on errors too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/events', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

/** Sends `request` as raw bytes to the listening app and returns the whole answer, headers included. */
async function exchangeRaw(request: string): Promise<string> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe("Fastify's own refusals", () => {
  const marker = '<script>alert(1)</script>';

  it('answer a path parameter over its length with 414, the security headers and a fixed message', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/og/${'a'.repeat(200)}${encodeURI(marker)}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual({ message: 'The address is too long.' });
    expect(response.body).not.toContain('aaaa');
  });

  it('answer a malformed address with 400 and the same, without repeating it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referral/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.json()).toEqual({ message: 'The request could not be read.' });
  });

  it("answer what Node's HTTP parser refuses (431, 400) with the security headers and a fixed message", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const oversized = await exchangeRaw(
      `GET /${marker} HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    const unreadable = await exchangeRaw(`GET /${marker} NOT-HTTP\r\n\r\n`);
    expect(unreadable).toMatch(/^HTTP\/1\.1 400 /);
    for (const answer of [oversized, unreadable]) {
      expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self';/);
      expect(answer).toMatch(/\r\nx-frame-options: DENY\r\n/);
      expect(answer).toMatch(/\r\nreferrer-policy: strict-origin\r\n/);
      expect(answer).not.toContain(marker);
    }
    expect(oversized).toMatch(/\r\n\r\n\{"message":"The request headers are too large\."\}$/);
  });
});

describe('GET /healthz', () => {
  it('answers ok without authentication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
