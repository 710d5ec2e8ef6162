/**
 * `npm run test:load`: load and fault scenarios against the real server on loopback, one after another, each on a
 * database of its own (PostgreSQL when DATABASE_URL is set, else PGlite). Prints one line per scenario and the
 * problems found; exits 1 if any scenario failed. Bounded: a watchdog ends the run after WATCHDOG_MS.
 *   LOAD_SECONDS   length of the steady load (default 60)
 *   LOAD_ONLY      run only the scenarios whose names contain this text
 *   LOAD_PORT_BASE the first of the twenty loopback ports it uses (default 5650)
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
import { startSmtpStandIn } from './smtp-stand-in.ts';

const SCENARIOS: Scenario[] = [
  migrationRace,
  rollbackOneRelease,
  tenInstances,
  installedCopy,
  steadyLoad,
  databaseOutage,
  crashWithPendingMail,
  mailProviderOutage,
  rollingRestart,
  hundredPurchases,
  ...mailFaults,
  redisShared,
  redisFreeze,
];
const WATCHDOG_MS = 20 * 60 * 1000;
// Twenty ports from LOAD_PORT_BASE (5650-5669 by default) are this test's; nothing listens beyond loopback.
const PORT_BASE = Number(process.env.LOAD_PORT_BASE ?? 5650);
const PORTS = {
  app: PORT_BASE,
  proxy: PORT_BASE + 1,
  smtp: PORT_BASE + 2,
  instances: [PORT_BASE + 3, PORT_BASE + 4, PORT_BASE + 5],
  balancer: PORT_BASE + 6,
  redis: PORT_BASE + 7,
  many: Array.from({ length: 10 }, (_unused, index) => PORT_BASE + 10 + index),
};

const watchdog = setTimeout(() => {
  process.stdout.write(`\nload test FAILED: still running after ${WATCHDOG_MS / 60_000} minutes\n`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

async function main(): Promise<boolean> {
  const logDir = path.resolve('.tmp/load');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const smtp = await startSmtpStandIn(PORTS.smtp);
  const { smtp: _smtpPort, ...ports } = PORTS;
  const context: ScenarioContext = { ports, smtp, logDir };
  const only = process.env.LOAD_ONLY;
  let isEverythingOk = true;
  try {
    for (const scenario of SCENARIOS.filter((entry) => !only || entry.name.includes(only))) {
      const started = Date.now();
      const result = await scenario.run(context).catch((error: unknown) => ({
        line: 'crashed',
        problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
        skipped: false,
      }));
      const verdict = result.skipped ? 'SKIP' : result.problems.length === 0 ? 'PASS' : 'FAIL';
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`load ${scenario.name}: ${result.line} (${seconds} s) ${verdict}\n`);
      for (const problem of result.problems) process.stdout.write(`  - ${problem}\n`);
      if (verdict === 'FAIL') {
        isEverythingOk = false;
        process.stdout.write(`  server log: ${path.join(logDir, `${scenario.name}.log`)}\n`);
      }
    }
  } finally {
    await smtp.close();
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
