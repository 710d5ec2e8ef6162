import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SNAPSHOT_POLICY } from '../domain/comparison/snapshot-policy.ts';
import {
  ConfigError,
  configWarnings,
  loadConfig,
  loadDatabaseConfig,
  parseConfig,
  resolveSecretKey,
} from './config.ts';
import { defaultPoolSize } from './db/pool-size.ts';

const SECRET = 'x'.repeat(40);
/** What production needs at the least (see 'production refuses to guess'): providers named off, real addresses. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://traitscope.example',
  PAYMENTS_PROVIDER: 'none',
  EMAIL_PROVIDER: 'none',
  EMAIL_FROM: 'reports@traitscope.example',
  SUPPORT_EMAIL: 'support@traitscope.example',
};
/** Real providers, as a production site runs. */
const REAL_PROVIDERS = {
  PAYMENTS_PROVIDER: undefined,
  EMAIL_PROVIDER: undefined,
  STRIPE_SECRET_KEY: 'sk_live_1',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
};
const parse = (env: Record<string, string | undefined>) => parseConfig({ SECRET_KEY: SECRET, ...env });

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig defaults', () => {
  it('runs the whole site offline with nothing configured', () => {
    const config = parse({});
    expect(config).toMatchObject({
      env: 'development',
      port: 5000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:5000',
      databaseUrl: undefined,
      paymentsProvider: 'test',
      emailProvider: 'capture',
      emailFrom: 'reports@localhost',
      supportEmail: 'support@localhost',
      rateLimitPerMinute: 60,
      freeOrderCode: undefined,
      trustProxy: false,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(parse({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parse({ PUBLIC_URL: 'https://traitscope.example/' }).publicUrl).toBe('https://traitscope.example');
  });

  it('treats empty variables as unset', () => {
    expect(
      parse({
        DATABASE_URL: '',
        FREE_ORDER_CODE: '  ',
        ANALYTICS_ID: '',
        PAYMENTS_PROVIDER: '',
        EMAIL_PROVIDER: '',
      }),
    ).toMatchObject({
      paymentsProvider: 'test',
      emailProvider: 'capture',
      databaseUrl: undefined,
      freeOrderCode: undefined,
      analyticsId: undefined,
    });
  });

  it('accepts any valid port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65_535 }), (port) => {
        expect(parse({ PORT: String(port) }).port).toBe(port);
      }),
    );
  });
});

describe('choosing providers', () => {
  it('uses Stripe, Mailgun or SMTP when their keys are present', () => {
    expect(parse({ STRIPE_SECRET_KEY: 'sk_test_1' }).paymentsProvider).toBe('stripe');
    expect(parse({ MAILGUN_API_KEY: 'key-1234567890', MAILGUN_DOMAIN: 'mg.example' }).emailProvider).toBe(
      'mailgun',
    );
    expect(parse({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).emailProvider).toBe('smtp');
  });

  it('refuses production without a payment or an e-mail provider, and runs a stand-in or none only by name', () => {
    const bare = { ...PRODUCTION, PAYMENTS_PROVIDER: undefined, EMAIL_PROVIDER: undefined };
    expect(problemsOf(bare)).toEqual([
      expect.stringMatching(/^PAYMENTS_PROVIDER: production has no payment provider\. Set STRIPE_SECRET_KEY/),
      expect.stringMatching(/^EMAIL_PROVIDER: production has no e-mail provider\. Set MAILGUN_API_KEY/),
    ]);
    expect(parse({ ...bare, ...REAL_PROVIDERS })).toMatchObject({
      paymentsProvider: 'stripe',
      emailProvider: 'smtp',
    });
    expect(parse({ ...bare, PAYMENTS_PROVIDER: 'test', EMAIL_PROVIDER: 'capture' })).toMatchObject({
      paymentsProvider: 'test',
      emailProvider: 'capture',
    });
    expect(parse(PRODUCTION)).toMatchObject({ paymentsProvider: 'none', emailProvider: 'none' });
  });

  it('says at every production start that a stand-in, or nothing, was named instead of a real provider', () => {
    const warningsOf = (env: Record<string, string | undefined>) => configWarnings(parse(env));
    expect(warningsOf({ ...PRODUCTION, ...REAL_PROVIDERS })).toEqual([]);
    expect(warningsOf({ ...PRODUCTION, PAYMENTS_PROVIDER: 'test', EMAIL_PROVIDER: 'capture' })).toEqual([
      expect.stringMatching(
        /^PAYMENTS_PROVIDER=test in production: every checkout succeeds without a payment/,
      ),
      expect.stringMatching(/^EMAIL_PROVIDER=capture in production: no e-mail leaves the server/),
    ]);
    expect(warningsOf(PRODUCTION)).toEqual([
      expect.stringMatching(/^PAYMENTS_PROVIDER=none: nothing can be bought/),
      expect.stringMatching(/^EMAIL_PROVIDER=none: no e-mail is sent or kept/),
    ]);
    // Outside production the stand-ins are the defaults, and nothing to warn about.
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ PAYMENTS_PROVIDER: 'none', EMAIL_PROVIDER: 'none' })).toEqual([]);
  });

  it('lets a forced provider win over the keys present', () => {
    expect(parse({ STRIPE_SECRET_KEY: 'sk_test_1', PAYMENTS_PROVIDER: 'test' }).paymentsProvider).toBe(
      'test',
    );
  });
});

describe('admin two-step sign-in', () => {
  it('is required in production and optional elsewhere unless ADMIN_REQUIRE_2FA says otherwise', () => {
    expect(parse(PRODUCTION).admin.requireTwoStep).toBe(true);
    expect(parse({}).admin.requireTwoStep).toBe(false);
    expect(parse({ NODE_ENV: 'test' }).admin.requireTwoStep).toBe(false);
    expect(parse({ ...PRODUCTION, ADMIN_REQUIRE_2FA: 'false' }).admin.requireTwoStep).toBe(false);
    expect(parse({ NODE_ENV: 'test', ADMIN_REQUIRE_2FA: 'true' }).admin.requireTwoStep).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts a number of hops or a list of proxies, and true only as the one proxy in front, never every hop', () => {
    expect(parse({}).trustProxy).toBe(false);
    expect(parse({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parse({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parse({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parse({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, everyone' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*not understood: everyone$/),
    ]);
  });

  it('warns about a hop count on an address clients can reach, and only then', () => {
    const warningsOf = (env: Record<string, string>) => configWarnings(parse(env));
    for (const TRUST_PROXY of ['1', 'true', '2']) {
      for (const HOST of ['0.0.0.0', '::', '10.0.0.3']) {
        expect(warningsOf({ TRUST_PROXY, HOST }), `${TRUST_PROXY} ${HOST}`).toEqual([
          expect.stringContaining("Set TRUST_PROXY to the proxy's addresses or ranges"),
        ]);
      }
    }
    expect(warningsOf({ TRUST_PROXY: '1' })).toHaveLength(1);
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) {
      expect(warningsOf({ TRUST_PROXY: '1', HOST })).toEqual([]);
    }
    expect(warningsOf({ TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' })).toEqual([]);
    expect(warningsOf({ HOST: '0.0.0.0' })).toEqual([]);
  });
});

describe('graceful shutdown and timeouts', () => {
  it('reports not-ready for 5 s before closing in production only, and gives work in flight 10 s', () => {
    expect(parse({}).shutdown).toEqual({ readyDelayMs: 0, timeoutMs: 10_000 });
    expect(
      parse({ ...PRODUCTION, SECRET_KEY: 'k'.repeat(32), PAYMENTS_PROVIDER: 'test' }).shutdown.readyDelayMs,
    ).toBe(5000);
    expect(parse({ SHUTDOWN_DELAY_SECONDS: '1.5', SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdown).toEqual({
      readyDelayMs: 1500,
      timeoutMs: 30_000,
    });
    expect(parse({}).databaseTimeouts).toEqual({ statementMs: 5000, poolMs: 3000 });
  });

  it("sizes the database pool from the machine's cores unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(parse({}).databasePoolSize).toBe(defaultPoolSize());
    expect(parse({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });
});

describe('bad values stop start-up with a message naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ MAILGUN_REGION: 'asia' }, 'MAILGUN_REGION'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ MAILGUN_API_KEY: 'key-1234567890' }, 'MAILGUN_DOMAIN'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ EMAIL_PROVIDER: 'smtp' }, 'SMTP_URL'],
    [{ ANALYTICS_ID: 'UA-123' }, 'ANALYTICS_ID'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ ADMIN_REQUIRE_2FA: 'sometimes' }, 'ADMIN_REQUIRE_2FA'],
  ])('%j names %s', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.some((problem) => problem.startsWith(`${variable}:`))).toBe(true);
  });

  it('refuses an ADMIN_PASSWORD that the staff password rule refuses, with its reason', () => {
    for (const [password, reason] of [
      ['short', 'at least 12 characters'],
      ['iloveyou12345', 'too easy to guess'],
      ['x'.repeat(129), 'at most 128 characters'],
    ]) {
      expect(problemsOf({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: password })).toEqual([
        expect.stringMatching(new RegExp(`^ADMIN_PASSWORD: .*${reason}`)),
      ]);
    }
    expect(problemsOf({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'ferry lantern okapi mosaic' })).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', SUPPORT_EMAIL: 'nope', LOG_LEVEL: 'loud' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'SUPPORT_EMAIL',
    ]);
    expect(() => parse({ PORT: 'abc' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });
});

describe('production refuses to guess', () => {
  it('refuses to start without SECRET_KEY, and generates none', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-secret-'));
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: dataDir })).toThrow(
      /SECRET_KEY: required in production, the same in every instance/,
    );
    expect(existsSync(path.join(dataDir, 'secret-key'))).toBe(false);
  });

  it.each([
    [undefined, 'unset'],
    ['http://traitscope.example', 'not http://traitscope.example'],
  ])('refuses PUBLIC_URL=%s (%s): it must be the https:// address', (publicUrl, shown) => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: publicUrl })).toEqual([
      `PUBLIC_URL: required in production, the site's https:// address (${shown})`,
    ]);
  });

  it.each([
    ['EMAIL_FROM', undefined, 'reports@localhost'],
    ['EMAIL_FROM', 'reports@mail.localhost', 'reports@mail.localhost'],
    ['SUPPORT_EMAIL', undefined, 'support@localhost'],
    ['SUPPORT_EMAIL', 'Help@Desk.LOCALHOST', 'Help@Desk.LOCALHOST'],
  ])('refuses %s=%s, a localhost address nobody can reach (%s)', (variable, value, shown) => {
    expect(problemsOf({ ...PRODUCTION, [variable]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${variable}: required in production \\(not ${shown}\\): `)),
    ]);
    expect(problemsOf({ [variable]: value })).toEqual([]);
  });

  it('names both at once', () => {
    const problems = (() => {
      try {
        parseConfig({ NODE_ENV: 'production' });
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
      return [];
    })();
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'SECRET_KEY',
      'PUBLIC_URL',
      'EMAIL_FROM',
      'SUPPORT_EMAIL',
      'PAYMENTS_PROVIDER',
      'EMAIL_PROVIDER',
    ]);
  });

  it('starts with both, and asks neither outside production', () => {
    expect(parse(PRODUCTION).publicUrl).toBe('https://traitscope.example');
    expect(problemsOf({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:5000' })).toEqual([]);
  });
});

describe('report rendering', () => {
  it('keeps one worker whatever the cores, ending it after a minute idle, unless told otherwise', () => {
    expect(parse({}).reportRender).toEqual({ size: 1, idleMs: 60_000 });
    expect(parse({ REPORT_RENDER_WORKERS: '1', REPORT_WORKER_IDLE_SECONDS: '5' }).reportRender).toEqual({
      size: 1,
      idleMs: 5000,
    });
  });

  it.each([
    [{ REPORT_RENDER_WORKERS: '0' }, 'REPORT_RENDER_WORKERS'],
    [{ REPORT_WORKER_IDLE_SECONDS: 'soon' }, 'REPORT_WORKER_IDLE_SECONDS'],
  ])('%j names %s', (env, variable) => {
    expect(problemsOf(env)[0]).toMatch(new RegExp(`^${variable}: `));
  });
});

describe('secrets read from files (<NAME>_FILE)', () => {
  const folder = () => mkdtempSync(path.join(os.tmpdir(), 'traitscope-secret-file-'));
  function fileWith(content: string): string {
    const file = path.join(folder(), 'secret');
    writeFileSync(file, content, { mode: 0o600 });
    return file;
  }

  it('reads each secret from its file, without the line end an editor or echo leaves', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SECRET_KEY_FILE: fileWith(`${SECRET}\n`),
      DATABASE_URL_FILE: fileWith('postgres://traitscope:p%40ss@db:5432/traitscope\r\n'),
      STRIPE_SECRET_KEY_FILE: fileWith('sk_live_from_a_file\n\n'),
      PAYMENTS_PROVIDER: undefined,
    });
    expect(config.secretKey).toBe(SECRET);
    expect(config.databaseUrl).toBe('postgres://traitscope:p%40ss@db:5432/traitscope');
    expect(config.stripe.secretKey).toBe('sk_live_from_a_file');
    expect(config.paymentsProvider).toBe('stripe');
  });

  it('stops the start when the file is missing or empty, or the value is given both ways', () => {
    const missing = path.join(folder(), 'not-there');
    const empty = fileWith('\n');
    const problems = (() => {
      try {
        loadConfig({
          ...PRODUCTION,
          SECRET_KEY_FILE: missing,
          METRICS_TOKEN_FILE: empty,
          SMTP_URL: 'smtp://mail.example:587',
          SMTP_URL_FILE: fileWith('smtp://other.example:587'),
        });
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
      return [];
    })();
    expect(problems).toEqual([
      `SECRET_KEY_FILE: cannot read ${missing} (ENOENT)`,
      'SMTP_URL_FILE: set either SMTP_URL or SMTP_URL_FILE, not both',
      `METRICS_TOKEN_FILE: ${empty} is empty`,
    ]);
  });

  it('gives `npm run migrate` the database address from DATABASE_URL_FILE too', () => {
    const url = 'postgres://traitscope:secret@db:5432/traitscope';
    expect(loadDatabaseConfig({ DATABASE_URL_FILE: fileWith(`${url}\n`) }).databaseUrl).toBe(url);
  });

  it('uses a key from a file as it is, and generates none', () => {
    const dataDir = folder();
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY_FILE: fileWith(SECRET) });
    expect(config.secretKey).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'secret-key'))).toBe(false);
  });
});

describe('resolveSecretKey', () => {
  it('keeps a configured key', () => {
    expect(resolveSecretKey({ SECRET_KEY: SECRET }).SECRET_KEY).toBe(SECRET);
  });

  it('generates a key once into DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-secret-'));
    const first = resolveSecretKey({ DATA_DIR: dataDir }).SECRET_KEY;
    const second = resolveSecretKey({ DATA_DIR: dataDir }).SECRET_KEY;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'secret-key'), 'utf8')).toBe(first);
  });
});

describe('the comparison with other takers', () => {
  it('reads the snapshot every 10 minutes, at most one a day, of results reaching back 3 days, unless told otherwise', () => {
    expect(parse({}).comparison).toEqual({
      refreshMs: 600_000,
      policy: { ...DEFAULT_SNAPSHOT_POLICY, minGapMs: 86_400_000, minSpanMs: 3 * 86_400_000 },
    });
    const test = parse({
      NODE_ENV: 'test',
      COMPARISON_REFRESH_SECONDS: '0',
      COMPARISON_SNAPSHOT_GAP_SECONDS: '0',
      COMPARISON_MIN_SPAN_SECONDS: '0',
    }).comparison;
    expect(test).toMatchObject({ refreshMs: 0, policy: { minGapMs: 0, minSpanMs: 0 } });
    expect(parse({ ...PRODUCTION, COMPARISON_REFRESH_SECONDS: '3600' }).comparison.refreshMs).toBe(3_600_000);
  });

  it('refuses more frequent reads or snapshots, or a shorter span, in production', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        COMPARISON_REFRESH_SECONDS: '599',
        COMPARISON_SNAPSHOT_GAP_SECONDS: '3600',
        COMPARISON_MIN_SPAN_SECONDS: '0',
      }),
    ).toEqual([
      'COMPARISON_REFRESH_SECONDS: must be at least 600 in production',
      'COMPARISON_SNAPSHOT_GAP_SECONDS: must be at least 86400 in production',
      'COMPARISON_MIN_SPAN_SECONDS: must be at least 259200 in production',
    ]);
    expect(problemsOf({ COMPARISON_REFRESH_SECONDS: '-1' })).toHaveLength(1);
  });
});
