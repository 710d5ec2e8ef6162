import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../tests/support/raw-query.ts';
import { createAppWithRouteTable, isPublic, type RouteEntry } from '../../../tests/support/route-table.ts';
import { startVisitorSession } from '../../../tests/support/test-app.ts';
import { MAX_ROW_ID } from '../../domain/api/row-id.ts';

// Property-based fuzzing of every public call with hostile bodies and path parameters: whatever arrives, the
// answer is never a 5xx, always JSON, an error always carries a `message`, and a refused call stores nothing.

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

const { t, routes } = await createAppWithRouteTable({
  RATE_LIMIT_PER_MINUTE: '1000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
  MAILGUN_WEBHOOK_SIGNING_KEY: 'mailgun-signing-key-fuzz',
});
afterAll(() => t.close());
const session = await startVisitorSession(t.app);
// Calls that take input: a body or a path parameter.
const fuzzedRoutes = routes.filter(
  (route) => isPublic(route) && (route.method !== 'GET' || route.path.includes(':')),
);

// Every failed login is recorded and counted on purpose (the audit and the throttle), and so is every wrong discount
// code (the guess limit of decision 029, in attempt_counters); all other tables must stay unchanged.
const AUDIT_TABLES = new Set(['admin_login_attempts', 'admin_login_throttles', 'attempt_counters']);
const query = <Row>(statement: SQL) => queryRows<Row>(t.app.db, statement);
const tables = await query<{ table_name: string }>(
  sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
);
const countEveryRow = sql.raw(
  `select (${tables
    .map((row) => row.table_name)
    .filter((name) => !AUDIT_TABLES.has(name))
    .map((name) => `(select count(*) from "${name}")`)
    .join(' + ')})::int as total`,
);
const storedRows = async () => (await query<{ total: number }>(countEveryRow))[0]?.total ?? Number.NaN;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const NASTY_STRINGS = [
  '',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '𝕿𝖗𝖆𝖎𝖙',
  '👩🏽‍💻'.repeat(500),
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '2147483648',
  '-1',
  'NaN',
  '{"__proto__":{"polluted":true}}',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.nat({ max: 80_000 }).map((length) => 'x'.repeat(length)),
);
const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, 2 ** 53 + 1, -0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Bodies that look like the route's own (its field names with wrong values) or like nothing at all. */
function hostileBody(route: RouteEntry): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(
      fc
        .subarray(route.bodyKeys)
        .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])))),
      fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue, { maxKeys: 2 }),
    )
    .map(([fields, extras]) => withOwnKeys(fields, extras));
  return fc.oneof(
    shaped.map((body) => JSON.stringify(body)),
    hostileValue.map((body) => JSON.stringify(body) ?? 'null'),
    hostileString,
  );
}

/** JSON.stringify writes `__proto__` only when it is an own property, so it is defined, not assigned. */
function withOwnKeys(
  target: Record<string, unknown>,
  extras: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(extras)) {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return target;
}

// A URL can only carry well-formed text (a lone surrogate cannot be percent-encoded).
const pathParameter = hostileString.filter(
  (value) => value.length > 0 && value.length < 2000 && canPercentEncode(value),
);

function canPercentEncode(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

function fillParameters(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++ % values.length] ?? '1'));
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(fuzzedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    const hasBody = route.method !== 'GET';

    it('answers hostile input with JSON, never a 5xx, and stores nothing when it refuses', async () => {
      const property = fc.asyncProperty(
        hasBody ? hostileBody(route) : fc.constant(undefined),
        fc.array(pathParameter, { minLength: 1, maxLength: 3 }),
        async (payload, parameters) => {
          const before = await storedRows();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: fillParameters(route.path, parameters),
            headers: {
              cookie: session.cookie,
              'csrf-token': session.csrfToken,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const body = response.json();
          if (response.statusCode >= 400) {
            expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
            expect(await storedRows()).toBe(before);
          }
        },
      );
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE });
    }, 120_000);
  },
);

// Found by the fuzzing on PostgreSQL: an id one past the integer range once reached the query and failed there.
const idRoutes = fuzzedRoutes.flatMap((route) => {
  const idKey = route.bodyKeys.find((key) => /Id$/.test(key));
  return idKey ? [[`${route.method} ${route.path}`, route, idKey] as const] : [];
});

describe.each(idRoutes)('%s', (_name, route, idKey) => {
  it('refuses an id beyond the integer range with a 4xx and a message', async () => {
    const response = await t.app.inject({
      method: route.method as 'POST',
      url: route.url,
      headers: { cookie: session.cookie, 'csrf-token': session.csrfToken },
      payload: { [idKey]: MAX_ROW_ID + 1, email: 'someone@example.org', sessionId: 'test_session_x' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('after the fuzzing', () => {
  it('left Object.prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
