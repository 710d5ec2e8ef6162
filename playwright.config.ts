import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/support/chromium-path.ts';

const PORT = Number(process.env.E2E_PORT ?? 5055);
/** The admin of the two-step sign-in journey (tests/e2e/admin-two-step.spec.ts). */
export const TWO_STEP_ADMIN = { username: 'two-step-admin', password: 'e2e-two-step-password' } as const;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium (tests/e2e/support/chromium-path.ts); tests never download a browser. The flags keep it quiet on a
// closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const jsonReport = process.env.PLAYWRIGHT_JSON_REPORT;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three at least, one per core beyond that: a journey spends part of its time waiting on the server and the
  // browser, and with two workers a 2-core machine stayed 12 % idle (decision 066). Playwright's own default (half
  // the cores) would run one at a time there.
  workers: Math.max(3, os.availableParallelism()),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    // No trace: recording one costs CPU in every passing test (the runner and the page) and CI keeps none. A
    // failure keeps its screenshot; to look into one, run it again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The compiled server from `npm run build`, as production runs it (no tsx). A second admin for the two-step
    // sign-in journey first, so that turning it on never stands in the way of the other tests' logins as `admin`.
    // On a reused E2E_DATABASE_URL it exists already and `create` says so.
    command: `node --enable-source-maps dist/server/admin.js create ${TWO_STEP_ADMIN.username} --password ${TWO_STEP_ADMIN.password}; node --enable-source-maps dist/server/main.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    // A machine shared with other suites can take longer to start the server; E2E_SERVER_TIMEOUT_MS gives it more.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: path.join(os.tmpdir(), `traitscope-e2e-${process.pid}`),
      SUPPORT_EMAIL: 'support@traitscope.test',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      RATE_LIMIT_PER_MINUTE: '1000',
      // As behind a reverse proxy on this machine: a test browser that sends X-Forwarded-For is a visitor on that
      // network, so an invited friend can come from a network of their own (decision 030).
      TRUST_PROXY: 'loopback',
      // The comparison with other takers looks for a new snapshot on every call and may take one at once, so a
      // journey sees a snapshot of the results it just stored.
      COMPARISON_REFRESH_SECONDS: '0',
      COMPARISON_SNAPSHOT_GAP_SECONDS: '0',
      COMPARISON_MIN_SPAN_SECONDS: '0',
      FREE_ORDER_CODE: 'E2E-FREE',
      // Every journey orders from 127.0.0.1, many to the same few addresses: the caps of decision 029 are lifted
      // (the API tests prove them).
      FREE_ORDER_CODE_MAX_USES: '100000',
      REPORT_EMAILS_PER_MAILBOX_PER_DAY: '100000',
      FREE_ORDERS_PER_VISITOR_PER_DAY: '100000',
      FREE_ORDERS_PER_ADDRESS_PER_DAY: '100000',
      DISCOUNT_CODE_GUESSES_PER_HOUR: '100000',
      // Third-party tags configured, so the tests can prove they stay unloaded until consent.
      ANALYTICS_ID: 'G-E2ETEST1',
      VIDEO_AD_PIXEL_ID: 'E2EPIXEL01',
      LOG_LEVEL: 'warn',
      // Its own embedded database unless told otherwise: the server would else inherit CI's DATABASE_URL,
      // which the API tests own.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
