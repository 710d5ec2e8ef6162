import path from 'node:path';
import { type AppProcess, startApp } from '../support/app-process.ts';
import { createLoadDatabase, type LoadDatabase } from './load-database.ts';
import type { SmtpStandIn } from './smtp-stand-in.ts';
import { checkOrders, LOAD_EMAIL_FROM } from './verify-orders.ts';

/**
 * What every scenario gets from the runner: its lane's twenty loopback ports (from 5650, 5670 or 5690 unless
 * LOAD_PORT_BASE moves them), the lane's mail stand-in, a log folder.
 */
export type ScenarioContext = {
  ports: {
    app: number;
    proxy: number;
    /** For the scenarios with several instances, and the balancer in front of them. */
    instances: number[];
    balancer: number;
    redis: number;
    /** Ten more, for the scenario with ten instances. */
    many: number[];
  };
  smtp: SmtpStandIn;
  logDir: string;
};

/** One result line per scenario, and the problems that make it fail. */
type ScenarioResult = { line: string; problems: string[]; skipped?: boolean };

export type Scenario = { name: string; run(context: ScenarioContext): Promise<ScenarioResult> };

const LOAD_SECRET_KEY = 'load-test-secret-key-that-is-long-enough-0123456789';

/** Runs `run` on a database of its own, dropped afterwards whatever happens. */
export async function withLoadDatabase<T>(run: (database: LoadDatabase) => Promise<T>): Promise<T> {
  const database = await createLoadDatabase();
  try {
    return await run(database);
  } finally {
    await database.drop();
  }
}

export const LOAD_METRICS_TOKEN = 'load-test-metrics-token-0123456789';
const SKEWED_CLOCK = path.resolve('tests/load/skewed-clock.mjs');

/**
 * The one way the load test starts an instance: the app on `database`, with the test payment provider, mail
 * through the stand-in, rate limits lifted and a short drain (1 s not-ready). `port` defaults to the runner's app
 * port; `cwd` runs another installation (default this checkout), through `npm run start:prod` with
 * `isViaNpm`; `clockSkewMs` moves the instance's clock (tests/load/skewed-clock.mjs); `env` adds or overrides.
 */
export function startLoadApp(
  context: ScenarioContext,
  name: string,
  database: LoadDatabase,
  {
    databasePort,
    port = context.ports.app,
    cwd,
    isViaNpm,
    clockSkewMs,
    env = {},
  }: {
    databasePort?: number;
    port?: number;
    cwd?: string;
    isViaNpm?: boolean;
    clockSkewMs?: number;
    env?: Record<string, string>;
  } = {},
): Promise<AppProcess> {
  return startApp({
    port,
    cwd,
    isViaNpm,
    logFile: path.join(context.logDir, `${name}.log`),
    env: {
      ...database.appEnv({ viaPort: databasePort }),
      SECRET_KEY: LOAD_SECRET_KEY,
      PAYMENTS_PROVIDER: 'test',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: context.smtp.url,
      EMAIL_FROM: LOAD_EMAIL_FROM,
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Load runs buy many reports from one address for a few mailboxes (decision 029's caps would hold them);
      // a million is the highest each cap accepts.
      REPORT_EMAILS_PER_MAILBOX_PER_DAY: '1000000',
      FREE_ORDERS_PER_VISITOR_PER_DAY: '1000000',
      FREE_ORDERS_PER_ADDRESS_PER_DAY: '1000000',
      METRICS_TOKEN: LOAD_METRICS_TOKEN,
      SHUTDOWN_DELAY_SECONDS: '1',
      ...(clockSkewMs
        ? { CLOCK_SKEW_MS: String(clockSkewMs), NODE_OPTIONS: `--import ${SKEWED_CLOCK}` }
        : {}),
      ...env,
    },
  });
}

/** The order checks, on the database opened from here (after the app has stopped, for PGlite's sake). */
export async function checkOrdersIn(database: LoadDatabase, input: Parameters<typeof checkOrders>[1]) {
  const handle = await database.open();
  try {
    return await checkOrders(handle.db, input);
  } finally {
    await handle.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `isDone` every 250 ms; false if it did not come true within `timeoutMs`. */
export async function waitUntil(
  isDone: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isDone()) return true;
    await sleep(250);
  }
  return isDone();
}
