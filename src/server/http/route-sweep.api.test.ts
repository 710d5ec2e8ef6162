import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../tests/support/admin-session.ts';
import {
  createAppWithRouteTable,
  isPublic,
  type RouteEntry,
  STATE_CHANGING_METHODS,
} from '../../../tests/support/route-table.ts';
import { startVisitorSession, type TestApp, type VisitorSession } from '../../../tests/support/test-app.ts';

// Sweeps over every route the app registers (collected with Fastify's onRoute), so a route added later is
// checked without anyone writing a test for it.

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];

let t: TestApp;
let routes: RouteEntry[];
let admin: VisitorSession;

beforeAll(async () => {
  ({ t, routes } = await createAppWithRouteTable({
    RATE_LIMIT_PER_MINUTE: '100000',
    STRIPE_WEBHOOK_SECRET: 'whsec_route_sweep',
  }));
  admin = await logInAsAdmin(t.app);
});
afterAll(() => t.close());

const adminRoutes = () => routes.filter((route) => !isPublic(route));
const stateChanging = () => routes.filter((route) => STATE_CHANGING_METHODS.has(route.method));
const describeRoute = (route: RouteEntry) => `${route.method} ${route.path}`;

function expectJsonMessage(response: LightMyRequestResponse): void {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
}

function missingSecurityHeaders(response: LightMyRequestResponse): string[] {
  return SECURITY_HEADERS.filter((name) => !response.headers[name]);
}

describe('the route table', () => {
  it('holds the routes the sweeps rely on', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(adminRoutes().length).toBeGreaterThan(10);
    expect(routes.map(describeRoute)).toContain('POST /api/assessment-results');
  });
});

describe('every admin call', () => {
  it('answers 401 with a JSON message without an admin session', async () => {
    const visitor = await startVisitorSession(t.app);
    const refusals: string[] = [];
    for (const route of adminRoutes()) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie: visitor.cookie, 'csrf-token': visitor.csrfToken },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401)
        refusals.push(`${describeRoute(route)} answered ${response.statusCode}`);
      else expectJsonMessage(response);
    }
    // A route missing here is either admin code outside the guard or a public call to list in route-table.ts.
    expect(refusals).toEqual([]);
  });
});

describe('every state-changing call', () => {
  it('is refused with 403 without the anti-forgery token, even from a logged-in admin', async () => {
    const accepted: string[] = [];
    for (const route of stateChanging().filter((entry) => !entry.isCsrfExempt)) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { cookie: admin.cookie },
        payload: {},
      });
      if (response.statusCode !== 403)
        accepted.push(`${describeRoute(route)} answered ${response.statusCode}`);
      else expectJsonMessage(response);
    }
    expect(accepted).toEqual([]);
  });

  it('is exempt from the token only where a signature or RFC 8058 one-click replaces it', async () => {
    const exempt = stateChanging().filter((route) => route.isCsrfExempt);
    expect(exempt.map(describeRoute).sort()).toEqual([
      'POST /api/mailgun/webhook',
      'POST /api/stripe/webhook',
      'POST /do-not-invite',
    ]);
    for (const route of exempt) {
      const unsigned = await t.app.inject({ method: 'POST', url: route.url, payload: {} });
      expect(unsigned.statusCode, describeRoute(route)).toBeGreaterThanOrEqual(400);
      expect(unsigned.statusCode, describeRoute(route)).toBeLessThan(500);
    }
  });
});

describe('API answers', () => {
  it('tell browsers and caches to keep no copy', async () => {
    const cacheable: string[] = [];
    for (const route of routes.filter(
      (entry) => entry.path.startsWith('/api/') || entry.path.startsWith('/admin-'),
    )) {
      for (const cookie of [undefined, admin.cookie]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: cookie ? { cookie, 'csrf-token': admin.csrfToken } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (response.headers['cache-control'] !== 'no-store') {
          cacheable.push(
            `${describeRoute(route)} (${response.statusCode}): ${response.headers['cache-control']}`,
          );
        }
      }
    }
    expect(cacheable).toEqual([]);
  });
});

describe('security headers', () => {
  it('are on the response of every route, with and without a session', async () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const cookie of [undefined, admin.cookie]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: cookie ? { cookie, 'csrf-token': admin.csrfToken } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const absent = missingSecurityHeaders(response);
        if (absent.length > 0) missing.push(`${describeRoute(route)}: ${absent.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are on not-found answers and on the page fallback', async () => {
    for (const request of [
      { url: '/api/no-such-call', headers: {} },
      { url: '/no-such-page', headers: { accept: 'text/html' } },
      { url: '/assets/missing.js', headers: {} },
    ]) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(missingSecurityHeaders(response)).toEqual([]);
    }
  });
});
