/**
 * `npm run test:load`: load and fault scenarios against the real server on loopback, each on a database of its own
 * (PostgreSQL when DATABASE_URL is set, else PGlite). Prints one line per scenario and the problems found; exits 1
 * if any scenario failed. Bounded: a watchdog ends the run after WATCHDOG_MS.
 *   LOAD_SECONDS   length of the steady load (default 30)
 *   LOAD_ONLY      run only the scenarios whose names contain this text
 *   LOAD_PORT_BASE the first of the sixty loopback ports it uses (default 5650): twenty for each lane
 * It runs the compiled server (`npm run test:load` compiles it first; the client must have been built).
 * Server logs go to .tmp/load/<scenario>.log.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Scenario, ScenarioContext } from './scenario.ts';
import { crashWithPendingMail } from './scenarios/crash-with-pending-mail.ts';
import { databaseOutage } from './scenarios/database-outage.ts';
import { installedCopy } from './scenarios/installed-copy.ts';
import { mailFaults } from './scenarios/mail-faults.ts';
import { mailProviderOutage } from './scenarios/mail-provider-outage.ts';
import { migrationRace } from './scenarios/migration-race.ts';
import { redisFreeze } from './scenarios/redis-freeze.ts';
import { redisShared } from './scenarios/redis-shared.ts';
import { rollbackOneRelease } from './scenarios/rollback-one-release.ts';
import { steadyLoad } from './scenarios/steady-load.ts';
import { tenInstances } from './scenarios/ten-instances.ts';
import { hundredPurchases, rollingRestart } from './scenarios/three-instances.ts';
import { type SmtpStandIn, startSmtpStandIn } from './smtp-stand-in.ts';

/**
 * Scenarios that keep both cores busy (load, many instances starting, report renders) or hold the server to a
 * latency (Redis frozen): one at a time, with the machine to themselves.
 */
const ALONE: Scenario[] = [
  migrationRace,
  tenInstances,
  steadyLoad,
  databaseOutage,
  rollingRestart,
  hundredPurchases,
  redisFreeze,
];
/**
 * Scenarios that mostly wait (a provider holding or refusing mail, a lease running out, an install) and whose
 * limits are tens of seconds: side by side, LANES at a time, each lane with its own ports and mail stand-in. The
 * longest first, so the lanes end together.
 */
const SIDE_BY_SIDE: Scenario[] = [
  mailProviderOutage,
  ...mailFaults,
  crashWithPendingMail,
  installedCopy,
  rollbackOneRelease,
  redisShared,
];
const LANES = 3;
const PORTS_PER_LANE = 20;
const WATCHDOG_MS = 20 * 60 * 1000;
const PORT_BASE = Number(process.env.LOAD_PORT_BASE ?? 5650);

/** A lane's twenty loopback ports from `base`; nothing listens beyond loopback. */
function lanePorts(base: number) {
  return {
    app: base,
    proxy: base + 1,
    smtp: base + 2,
    instances: [base + 3, base + 4, base + 5],
    balancer: base + 6,
    redis: base + 7,
    many: Array.from({ length: 10 }, (_unused, index) => base + 10 + index),
  };
}

const watchdog = setTimeout(() => {
  process.stdout.write(`\nload test FAILED: still running after ${WATCHDOG_MS / 60_000} minutes\n`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

/** Runs one scenario and prints its line; true when it passed or was skipped. */
async function runScenario(scenario: Scenario, context: ScenarioContext): Promise<boolean> {
  const started = Date.now();
  const result = await scenario.run(context).catch((error: unknown) => ({
    line: 'crashed',
    problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
    skipped: false,
  }));
  const verdict = result.skipped ? 'SKIP' : result.problems.length === 0 ? 'PASS' : 'FAIL';
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  // One write per scenario, so that lines of scenarios running side by side never interleave.
  const problems = result.problems.map((problem) => `  - ${problem}\n`).join('');
  const log =
    verdict === 'FAIL' ? `  server log: ${path.join(context.logDir, `${scenario.name}.log`)}\n` : '';
  process.stdout.write(`load ${scenario.name}: ${result.line} (${seconds} s) ${verdict}\n${problems}${log}`);
  return verdict !== 'FAIL';
}

async function main(): Promise<boolean> {
  const logDir = path.resolve('.tmp/load');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const only = process.env.LOAD_ONLY;
  const chosen = (scenarios: Scenario[]) => scenarios.filter((entry) => !only || entry.name.includes(only));
  const standIns: SmtpStandIn[] = [];
  const contexts: ScenarioContext[] = [];
  for (let lane = 0; lane < LANES; lane++) {
    const { smtp: smtpPort, ...ports } = lanePorts(PORT_BASE + lane * PORTS_PER_LANE);
    const smtp = await startSmtpStandIn(smtpPort);
    standIns.push(smtp);
    contexts.push({ ports, smtp, logDir });
  }
  const [first] = contexts;
  if (!first) throw new Error('at least one lane');
  let isEverythingOk = true;
  try {
    for (const scenario of chosen(ALONE)) {
      if (!(await runScenario(scenario, first))) isEverythingOk = false;
    }
    const queue = chosen(SIDE_BY_SIDE);
    await Promise.all(
      contexts.map(async (context) => {
        for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
          if (!(await runScenario(scenario, context))) isEverythingOk = false;
        }
      }),
    );
  } finally {
    await Promise.all(standIns.map((smtp) => smtp.close()));
  }
  return isEverythingOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`load test could not run: ${String(error)}\n`);
    process.exit(2);
  },
);
