/**
 * `npm test`: builds the client (and its prerender), runs every suite and prints one plain summary line, `N passed, N failed`.
 *   1. unit and API tests (Vitest). Without DATABASE_URL the API tests run on PGlite. With it (CI), the whole API
 *      project runs on PostgreSQL, as production does, and in the same run, on PGlite, only the files where the two
 *      engines differ (tests/support/engine-dependent.ts, the `api-pglite` project): each behaviour is tested
 *      once, plus what the embedded database does differently;
 *   2. the browser journeys (Playwright in Debian's Chromium) against the built site;
 *   3. `npm audit --omit=dev`: no high or critical advisory in what ships (skipped when the registry's
 *      advisory service cannot be reached; scripts/audit-production.ts). It waits on the network, so it runs
 *      beside the others from the start and its output is printed last.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../tests/e2e/support/chromium-path.ts';

const reports = path.resolve('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Totals = { passed: number; failed: number };
const totals: Totals = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function addVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function addPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
}

const vitest = (name: string, projects: string[], env: Record<string, string>) => {
  const output = path.join(reports, `vitest-${name}.json`);
  run(
    `Vitest: ${name}`,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  addVitest(output);
};

/**
 * The audit asks the registry and waits on the network (seconds, up to its two-minute limit), so it runs beside the
 * suites from the start; its output is printed at the end, under its own heading.
 */
function startAudit(): Promise<{ ok: boolean; output: string }> {
  const audit = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit-production.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  audit.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  audit.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    audit.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    audit.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const audit = startAudit();

const built = run('Build the client and its prerender', 'npm', ['run', 'build']);

if (process.env.DATABASE_URL) {
  vitest(
    'unit (also in each other language), API on PostgreSQL, and the API files where the engines differ on PGlite',
    ['unit*', 'api', 'api-pglite'],
    {
      TEST_DB: 'postgres',
      API_PGLITE_SUBSET: '1',
    },
  );
} else {
  vitest('unit (also in each other language) and API on PGlite', ['unit*', 'api'], { TEST_DB: 'pglite' });
  process.stdout.write('\n(DATABASE_URL is not set: the API tests ran on PGlite only.)\n');
}

const chromium = chromiumPath();
if (!built) {
  failures.push('browser tests (skipped: the client did not build)');
} else if (!existsSync(chromium)) {
  failures.push(
    `browser tests: no Chromium at ${chromium} (apt-get install -y chromium-headless-shell chromium)`,
  );
} else {
  const output = path.join(reports, 'playwright.json');
  run('Playwright', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_REPORT: output });
  addPlaywright(output);
}

process.stdout.write('\n=== npm audit (production dependencies), run beside the suites ===\n');
const audited = await audit;
process.stdout.write(audited.output);
if (!audited.ok) failures.push('npm audit (production dependencies)');

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
