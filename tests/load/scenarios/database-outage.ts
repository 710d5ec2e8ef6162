import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLoadClient, runLoops } from '../journeys.ts';
import { checkOrdersIn, type Scenario, sleep, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { callsWith, createTally, describeOutcomes } from '../tally.ts';
import { startTcpProxy } from '../tcp-proxy.ts';

const VISITORS = 40;
const BUYERS = 10;
const OUTAGE_STARTS_AT_MS = 8_000;
const OUTAGE_MS = 10_000;
const LOAD_MS = 30_000;
/** How long after the database is back everything must work again. */
const RECOVERY_MS = 5_000;
/** How long visitors keep retrying a 503 after the load ends (the return page keeps polling). */
const RETRY_MS = 30_000;

type HealthSample = { at: number; status: number; body: string };

/**
 * PostgreSQL goes away for 10 s under load (a TCP proxy between the app and the database is cut): calls fail
 * with a JSON 503, /healthz says unhealthy, and everything recovers without a restart; no paid order is lost.
 */
export const databaseOutage: Scenario = {
  name: 'database-outage',
  run: async (context) => {
    if (!process.env.DATABASE_URL) {
      return {
        line: 'skipped: needs PostgreSQL (DATABASE_URL); PGlite lives inside the app process and cannot stop alone',
        problems: [],
        skipped: true,
      };
    }
    return withLoadDatabase(async (database) => {
      if (!database.server) throw new Error('a PostgreSQL load database has a server address');
      const proxy = await startTcpProxy(context.ports.proxy, database.server);
      try {
        // At info, so that the log shows the recovery's line as well as the outage's warning.
        const app = await startLoadApp(context, 'database-outage', database, {
          databasePort: proxy.port,
          env: { LOG_LEVEL: 'info' },
        });
        const started = Date.now();
        const until = started + LOAD_MS;
        const tally = createTally();
        const client = createLoadClient(app.url, tally, { retryWhileUnavailable: () => until + RETRY_MS });
        const health: HealthSample[] = [];
        const sampleHealth = async () => {
          const response = await fetch(`${app.url}/healthz`).catch(() => undefined);
          health.push({
            at: Date.now(),
            status: response?.status ?? 0,
            body: (await response?.text()) ?? '',
          });
        };

        const outage = (async () => {
          await sleep(OUTAGE_STARTS_AT_MS);
          await proxy.cut();
          const cutAt = Date.now();
          while (Date.now() < cutAt + OUTAGE_MS) {
            await sampleHealth();
            await sleep(500);
          }
          await proxy.restore();
          const restoredAt = Date.now();
          while (health.at(-1)?.status !== 200 && Date.now() < restoredAt + RECOVERY_MS * 2) {
            await sampleHealth();
            await sleep(200);
          }
          return {
            cutAt,
            restoredAt,
            healthyAt: health.at(-1)?.status === 200 ? health.at(-1)?.at : undefined,
          };
        })();
        await Promise.all([
          runLoops(VISITORS, until, () => client.finishAssessment()),
          runLoops(BUYERS, until, (loop) => client.buyReport(`outage-buyer-${loop}@load.test`)),
        ]);
        const { cutAt, restoredAt, healthyAt } = await outage;
        await app.stop();
        const check = await checkOrdersIn(database, { paidSessions: client.paidSessions });

        const problems = [...check.problems];
        // One warning when the database went away and one line when it came back, not one per failed call.
        const log = readFileSync(path.join(context.logDir, 'database-outage.log'), 'utf8').split('\n');
        const warnings = log.filter((line) => line.includes('"msg":"database unavailable"')).length;
        const recoveries = log.filter((line) => line.includes('"msg":"database reachable again"')).length;
        if (warnings !== 1 || recoveries !== 1) {
          problems.push(
            `the outage was logged ${warnings} times and the recovery ${recoveries} times, not once each`,
          );
        }
        const { outcomes } = tally;
        const wrongFailures = outcomes.filter(
          (outcome) =>
            outcome.status === 0 ||
            (outcome.status >= 500 && (outcome.status !== 503 || !outcome.isJsonError)) ||
            (outcome.status >= 400 && outcome.status < 500),
        );
        if (wrongFailures.length > 0)
          problems.push(`failures other than a JSON 503: ${callsWith(wrongFailures, () => true)}`);
        const during = outcomes.filter((outcome) => outcome.at > cutAt + 1000 && outcome.at < restoredAt);
        const unavailable = during.filter((outcome) => outcome.status === 503).length;
        if (unavailable === 0) problems.push('no call answered 503 while the database was down');
        const healthDuring = health.filter((sample) => sample.at > cutAt + 1000 && sample.at < restoredAt);
        const healthyDuring = healthDuring.filter(
          (sample) => sample.status !== 503 || !sample.body.includes('"unhealthy"'),
        );
        if (healthDuring.length === 0 || healthyDuring.length > 0) {
          problems.push(
            `/healthz during the outage: ${healthDuring.map((sample) => sample.status).join(', ')}`,
          );
        }
        if (!healthyAt)
          problems.push(
            `/healthz was not healthy again ${(RECOVERY_MS * 2) / 1000} s after the database came back`,
          );
        const afterRecovery = outcomes.filter((outcome) => outcome.at > restoredAt + RECOVERY_MS);
        const stillFailing = afterRecovery.filter((outcome) => outcome.status >= 300 || outcome.status === 0);
        if (afterRecovery.length === 0 || stillFailing.length > 0) {
          problems.push(
            `${stillFailing.length} of ${afterRecovery.length} calls failed more than ${RECOVERY_MS / 1000} s after the database came back`,
          );
        }
        return {
          line:
            `database down ${OUTAGE_MS / 1000} s under ${VISITORS} visitors + ${BUYERS} buyers [${database.kind}]: ` +
            `${describeOutcomes(outcomes)}; ${unavailable} JSON 503s while down; /healthz 503 unhealthy ` +
            `${healthDuring.length - healthyDuring.length} of ${healthDuring.length} times while down, healthy ` +
            `${healthyAt ? `${healthyAt - restoredAt} ms` : 'never'} after; ${check.fulfilled} of ${check.paid} paid orders ` +
            `fulfilled once, none lost; logged as ${warnings} warning and ${recoveries} recovery`,
          problems,
        };
      } finally {
        await proxy.close();
      }
    });
  },
};
