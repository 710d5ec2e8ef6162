import type { AppProcess } from '../../support/app-process.ts';
import { startBalancer } from '../balancer.ts';
import { startInstancesTogether } from '../instances.ts';
import { createLoadClient, runLoops } from '../journeys.ts';
import type { LoadDatabase } from '../load-database.ts';
import {
  LOAD_METRICS_TOKEN,
  type Scenario,
  type ScenarioContext,
  sleep,
  waitUntil,
  withLoadDatabase,
} from '../scenario.ts';
import { callsWith, createTally, describeOutcomes } from '../tally.ts';
import { settleDeliveries } from './deliveries.ts';

const DELIVERY_TIMEOUT_MS = 90_000;

/**
 * Three instances on one database behind the balancer, all started at the same moment on the empty database (the
 * migrations' advisory lock lets one migrate while the others wait).
 */
async function startThree(context: ScenarioContext, name: string, database: LoadDatabase) {
  // Long enough for a balancer on a machine this busy to see /readyz fail (production's default is 5 s).
  const started = await startInstancesTogether(context, name, database, { SHUTDOWN_DELAY_SECONDS: '3' });
  if (started.failures.length > 0) {
    await started.stopAll();
    throw new Error(`not every instance became ready: ${started.failures.join('; ')}`);
  }
  const instances = started.ready;
  const balancer = await startBalancer(
    context.ports.balancer,
    instances.map((instance) => instance.url),
  );
  return { instances, balancer };
}

async function stopAll(instances: AppProcess[]) {
  await Promise.all(instances.map((instance) => instance.stop()));
}

/** The outbox depth an instance's /metrics shows (NaN when it cannot be read). */
async function outboxDepth(url: string): Promise<number> {
  const text = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${LOAD_METRICS_TOKEN}` },
  }).then(
    (response) => response.text(),
    () => '',
  );
  return Number(/^traitscope_outbox_depth (\S+)$/m.exec(text)?.[1]);
}

/**
 * A rolling update: under steady load through the balancer, one of three instances gets SIGTERM, sent to the
 * process the container image starts (its Dockerfile's CMD, `imageCommand`), as the runtime sends it. Its /readyz
 * must turn not-ready while it still serves, every request it had accepted must complete (no 5xx, no reset),
 * it must exit 0, and every order must still be fulfilled once with its e-mail sent once.
 */
export const rollingRestart: Scenario = {
  name: 'rolling-restart',
  run: (context) =>
    withLoadDatabase(async (database) => {
      context.smtp.reset();
      const { instances, balancer } = await startThree(context, 'rolling-restart', database);
      const [, leaving] = instances;
      if (!leaving) throw new Error('three instances');
      const tally = createTally();
      const client = createLoadClient(balancer.url, tally);
      const started = Date.now();
      // Long enough for the SIGTERM at 6 s, the 3 s shutdown delay and the exit, with load before and after.
      const until = started + 16_000;
      const probes: { at: number; status: number }[] = [];
      const rollout = (async () => {
        await sleep(6_000);
        const signalled = Date.now();
        const exit = leaving.stop();
        // The balancer's view of the leaving instance, until it no longer answers at all.
        for (;;) {
          const status = await fetch(`${leaving.url}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
          probes.push({ at: Date.now(), status });
          if (status === 0) break;
          await sleep(100);
        }
        await exit;
        return { signalled, exitCode: await leaving.exited, exitedAfter: Date.now() - signalled };
      })();
      await Promise.all([
        runLoops(30, until, () => client.finishAssessment()),
        // One buyer: enough orders straddle the SIGTERM, and each one is a report to render before the scenario ends.
        runLoops(1, until, (loop) => client.buyReport(`rollout-${loop}@load.test`)),
      ]);
      const { exitCode, exitedAfter } = await rollout;
      const { check, problems } = await settleDeliveries(context, database, {
        paidSessions: client.paidSessions,
        since: Date.now(),
        timeoutMs: DELIVERY_TIMEOUT_MS,
        stop: async () => {
          await balancer.close();
          await stopAll(instances.filter((instance) => instance !== leaving));
        },
      });
      const failed = tally.outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
      if (failed.length > 0) problems.push(`calls that did not succeed: ${callsWith(failed, () => true)}`);
      const firstNotReady = probes.find((probe) => probe.status === 503);
      const firstGone = probes.find((probe) => probe.status === 0);
      if (!firstNotReady || !firstGone || firstNotReady.at >= firstGone.at) {
        problems.push(
          `/readyz did not turn 503 before the listener closed: ${probes.map((p) => p.status).join(' ')}`,
        );
      }
      if (exitCode !== 0) problems.push(`the instance exited with ${exitCode}`);
      const notReadyFor = firstNotReady && firstGone ? firstGone.at - firstNotReady.at : 0;
      return {
        line:
          `SIGTERM to 1 of 3 instances (the image's CMD) under load [${database.kind}]: ` +
          `${describeOutcomes(tally.outcomes)}; ` +
          `/readyz 503 for ${notReadyFor} ms before it closed, exit ${exitCode} after ${exitedAfter} ms; ` +
          `${check.fulfilled} of ${check.paid} paid orders fulfilled, ${new Set(context.smtp.accepted).size} e-mails ` +
          `for ${context.smtp.accepted.length} deliveries`,
        problems,
      };
    }),
};

const PURCHASES = 100;
const CONCURRENT_BUYERS = 10;
/** 100 report PDFs render one at a time per instance on a 2-core machine: longer than a fault's 90 s. */
const HUNDRED_DELIVERED_WITHIN_MS = 180_000;

/**
 * Three instances started at the same moment on one empty database; 100 purchases spread over them give
 * exactly one order and one report e-mail each; /metrics (with its token; 404 or 401 without) shows the outbox
 * depth rise and fall back to 0.
 */
export const hundredPurchases: Scenario = {
  name: 'hundred-purchases',
  run: (context) =>
    withLoadDatabase(async (database) => {
      context.smtp.reset();
      const { instances, balancer } = await startThree(context, 'hundred-purchases', database);
      const [watched] = instances;
      if (!watched) throw new Error('three instances');
      const tally = createTally();
      const client = createLoadClient(balancer.url, tally);
      const problems: string[] = [];
      const unauthorised = await fetch(`${watched.url}/metrics`).then((response) => response.status);
      if (unauthorised !== 401 && unauthorised !== 404)
        problems.push(`/metrics without the token: ${unauthorised}`);

      const depths: number[] = [];
      let isBuying = true;
      const sampling = (async () => {
        while (isBuying || (depths.at(-1) ?? 0) > 0) {
          depths.push(await outboxDepth(watched.url));
          await sleep(500);
          if (depths.length > 400) break;
        }
      })();
      const queue = Array.from({ length: PURCHASES }, (_unused, index) => index);
      await Promise.all(
        Array.from({ length: CONCURRENT_BUYERS }, async () => {
          for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
            if (!(await client.buyReport(`hundred-${index}@load.test`)))
              problems.push(`purchase ${index} failed`);
          }
        }),
      );
      isBuying = false;
      const settled = await settleDeliveries(context, database, {
        paidSessions: client.paidSessions,
        since: Date.now(),
        timeoutMs: HUNDRED_DELIVERED_WITHIN_MS,
        stop: async () => {
          await waitUntil(async () => (await outboxDepth(watched.url)) === 0, 10_000);
          await sampling;
          await balancer.close();
          await stopAll(instances);
        },
      });
      const { check } = settled;
      problems.push(...settled.problems);
      if (check.paid !== PURCHASES) problems.push(`${check.paid} paid orders, not ${PURCHASES}`);
      const deepest = Math.max(0, ...depths.filter(Number.isFinite));
      if (deepest === 0 || depths.at(-1) !== 0) {
        problems.push(`the outbox gauge did not rise and fall back to 0: ${depths.join(' ')}`);
      }
      return {
        line:
          `${PURCHASES} purchases over 3 instances started together [${database.kind}]: ` +
          `${describeOutcomes(tally.outcomes)}; ${check.fulfilled} orders, ${new Set(context.smtp.accepted).size} ` +
          `e-mails for ${context.smtp.accepted.length} deliveries; outbox gauge up to ${deepest}, then 0; ` +
          `/metrics without the token ${unauthorised}`,
        problems,
      };
    }),
};
