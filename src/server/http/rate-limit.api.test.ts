import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppWithRouteTable,
  isPublic,
  type RouteEntry,
  STATE_CHANGING_METHODS,
} from '../../../tests/support/route-table.ts';
import { startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';
import { createNamedRateLimit, registerRateLimits } from './rate-limit.ts';
import { createRateLimitSharing } from './rate-limit-store.ts';

// RATE_LIMIT_PER_MINUTE=1: one write a minute per visitor, five per network block.
const PER_BLOCK = 5;

/**
 * Public writes guarded by something other than the shared limits: a signature (the webhooks, and the RFC 8058
 * one-click opt-out, whose token carries a MAC), the login throttle of decision 010 (which already counts by
 * block), or nothing worth counting (logging out).
 */
const LIMITED_OTHERWISE = new Set([
  'POST /api/stripe/webhook',
  'POST /api/mailgun/webhook',
  'POST /do-not-invite',
  'POST /admin-login',
  'POST /admin-login/code',
  'POST /admin-logout',
]);

let t: TestApp;
let publicWrites: RouteEntry[];

beforeAll(async () => {
  const table = await createAppWithRouteTable({ RATE_LIMIT_PER_MINUTE: '1' });
  t = table.t;
  publicWrites = table.routes.filter(
    (route) =>
      isPublic(route) &&
      STATE_CHANGING_METHODS.has(route.method) &&
      !LIMITED_OTHERWISE.has(`${route.method} ${route.path}`),
  );
});
afterAll(() => t.close());

/** One call as a new visitor (a dropped cookie) from `remoteAddress`; only the block's limit can refuse it. */
async function statusFrom(route: RouteEntry, remoteAddress: string): Promise<number> {
  const session = await startVisitorSession(t.app);
  const response = await t.app.inject({
    method: route.method as 'POST',
    url: route.url,
    remoteAddress,
    headers: { cookie: session.cookie, 'csrf-token': session.csrfToken },
    payload: {},
  });
  return response.statusCode;
}

describe('public write limits', () => {
  it('count every address of one IPv6 /64 as one, on every public write', async () => {
    expect(publicWrites.length).toBeGreaterThan(20);
    const unlimited: string[] = [];
    for (const [index, route] of publicWrites.entries()) {
      // Each route from its own /64, since all public writes share one budget per block.
      const block = `2001:db8:${(index + 1).toString(16)}:7`;
      const statuses: number[] = [];
      for (let call = 0; call <= PER_BLOCK; call++) {
        statuses.push(await statusFrom(route, `${block}:${(call * 4099 + 1).toString(16)}::${call + 1}`));
      }
      const refused = statuses.map((status) => status === 429);
      if (refused.join() !== [...Array(PER_BLOCK).fill(false), true].join()) {
        unlimited.push(`${route.method} ${route.path}: ${statuses.join(' ')}`);
      }
    }
    expect(unlimited).toEqual([]);
  });

  it('still count single IPv4 addresses, and serve the neighbouring /64', async () => {
    const [route] = publicWrites.filter((entry) => entry.path === '/api/log-404');
    if (!route) throw new Error('POST /api/log-404 is missing');
    for (let call = 0; call < PER_BLOCK; call++) await statusFrom(route, '2001:db8:ff:1::1');
    expect(await statusFrom(route, '2001:db8:ff:1::2')).toBe(429);
    expect(await statusFrom(route, '2001:db8:ff:2::1')).not.toBe(429);
    for (let call = 0; call < PER_BLOCK; call++) await statusFrom(route, '192.0.2.1');
    expect(await statusFrom(route, '192.0.2.1')).toBe(429);
    expect(await statusFrom(route, '192.0.2.2')).not.toBe(429);
  });
});

describe('the refusal', () => {
  it("says how long to wait in the page's language, and in English for a language without messages", async () => {
    const session = await startVisitorSession(t.app);
    const write = (acceptLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/log-404',
        remoteAddress: '198.51.100.7',
        headers: {
          cookie: session.cookie,
          'csrf-token': session.csrfToken,
          'accept-language': acceptLanguage,
        },
        payload: { path: '/rate-limit-words' },
      });
    expect((await write('de')).statusCode).toBe(202);
    const german = await write('de-CH');
    expect(german.statusCode).toBe(429);
    const seconds = german.headers['retry-after'];
    expect(german.json()).toEqual({
      message: `Zu viele Anfragen. Bitte warten Sie ${seconds} Sekunden und versuchen Sie es dann noch einmal.`,
    });
    const english = await write('xx');
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});

describe('createNamedRateLimit', () => {
  it("refuses a second limit of the same name, which would share the first one's counters", async () => {
    const app = Fastify();
    try {
      await registerRateLimits(app, {
        perMinute: 1,
        redisUrl: undefined,
        redisCommandTimeoutMs: 200,
        sharing: createRateLimitSharing({ set: () => {} }),
      });
      const limit = { name: 'public-write:visitor', max: 1, timeWindowMs: 60_000, key: () => 'same' };
      expect(() => createNamedRateLimit(app, limit)).toThrow(
        'two rate limits are named public-write:visitor',
      );
      expect(() => createNamedRateLimit(app, { ...limit, name: 'another' })).not.toThrow();
      await app.register(async (feature) => {
        expect(() => createNamedRateLimit(feature, limit)).toThrow('two rate limits are named');
      });
    } finally {
      await app.close();
    }
  });
});
