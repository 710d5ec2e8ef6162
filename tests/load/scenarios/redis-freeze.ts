import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HAS_REDIS, killRedisServer, startRedisServer } from '../../support/redis-server.ts';
import { isCountingInRedis, type Session, visitorSession } from '../redis-limits.ts';
import { type Scenario, sleep, startLoadApp, waitUntil, withLoadDatabase } from '../scenario.ts';
import { createTally, describeOutcomes, latencyPercentile, type Outcome } from '../tally.ts';

const WRITERS = 10;
const BEFORE_FREEZE_MS = 2_000;
const FREEZE_MS = 3_000;
/** Redis must be counting again this soon after it resumes (it is asked every second). */
const BACK_WITHIN_MS = 5_000;
const AFTER_RESUME_MS = 1_000;
/** What a rate-limited write may take at most, frozen Redis or not (its commands give up after 200 ms). */
const SLOWEST_ALLOWED_MS = 1_000;

/** One rate-limited write (a page-not-found report), timed. */
async function write(url: string, session: Session, call: number): Promise<Omit<Outcome, 'isJsonError'>> {
  const started = performance.now();
  const status = await fetch(`${url}/api/log-404`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ path: `/freeze-${call}` }),
  }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  return { at: Date.now(), ms: performance.now() - started, call: 'POST /api/log-404', status };
}

const readiness = async (url: string) =>
  fetch(`${url}/readyz`).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { redis?: string } }),
    () => ({ status: 0, body: {} as { redis?: string } }),
  );

/**
 * Redis freezes (SIGSTOP) for 3 s under 10 writers and resumes (SIGCONT): no write waits a second or fails, the
 * instance stays ready and says Redis is degraded, and it counts in Redis again within seconds of the resume.
 */
export const redisFreeze: Scenario = {
  name: 'redis-freeze',
  run: async (context) => {
    if (!HAS_REDIS) return { line: 'skipped: needs redis-server', problems: [], skipped: true };
    return withLoadDatabase(async (database) => {
      const redis = await startRedisServer(context.ports.redis);
      const problems: string[] = [];
      const tally = createTally();
      let isFrozen = false;
      let running: Awaited<ReturnType<typeof startLoadApp>> | undefined;
      try {
        // At info, so that the log shows the resume's line as well as the freeze's warning.
        const app = await startLoadApp(context, 'redis-freeze', database, {
          env: { REDIS_URL: redis.url, LOG_LEVEL: 'info' },
        });
        running = app;
        const sessions = await Promise.all(Array.from({ length: WRITERS }, () => visitorSession(app.url)));
        let isLoading = true;
        const writers = sessions.map(async (session) => {
          for (let call = 0; isLoading; call++) {
            tally.record({ ...(await write(app.url, session, call)), isJsonError: true });
          }
        });

        await sleep(BEFORE_FREEZE_MS);
        redis.process.kill('SIGSTOP');
        isFrozen = true;
        const frozenAt = Date.now();
        const readyWhileFrozen: { status: number; redis?: string }[] = [];
        while (Date.now() < frozenAt + FREEZE_MS) {
          const { status, body } = await readiness(app.url);
          readyWhileFrozen.push({ status, redis: body.redis });
          await sleep(250);
        }
        redis.process.kill('SIGCONT');
        isFrozen = false;
        const resumedAt = Date.now();
        const isBack = await waitUntil(
          async () => (await isCountingInRedis(app.url)) && (await readiness(app.url)).body.redis === 'up',
          BACK_WITHIN_MS,
        );
        const backAfterMs = Date.now() - resumedAt;
        await sleep(AFTER_RESUME_MS);
        isLoading = false;
        await Promise.all(writers);

        const { outcomes } = tally;
        const failed = outcomes.filter((outcome) => outcome.status !== 202);
        if (failed.length > 0)
          problems.push(`${failed.length} writes did not answer 202: ${describeOutcomes(failed)}`);
        const frozenWrites = outcomes.filter((outcome) => outcome.at > frozenAt && outcome.at < resumedAt);
        // Every write answered from the freeze on, those in flight when it came included; the first seconds'
        // writes (new connections, a cold server) are not the freeze's.
        const sinceFreeze = outcomes.filter((outcome) => outcome.at > frozenAt);
        const slowest = Math.round(Math.max(...sinceFreeze.map((outcome) => outcome.ms)));
        if (slowest >= SLOWEST_ALLOWED_MS)
          problems.push(`a write waited ${slowest} ms from the freeze on (at most ${SLOWEST_ALLOWED_MS})`);
        if (frozenWrites.length === 0) problems.push('no write was answered while Redis was frozen');
        const notReady = readyWhileFrozen.filter((sample) => sample.status !== 200);
        const degraded = readyWhileFrozen.filter((sample) => sample.redis === 'degraded');
        if (notReady.length > 0)
          problems.push(`/readyz failed ${notReady.length} times while Redis was frozen`);
        if (degraded.length === 0) problems.push('/readyz never said redis: degraded while Redis was frozen');
        if (!isBack) problems.push(`not counting in Redis again ${BACK_WITHIN_MS / 1000} s after it resumed`);

        // Shared again means in Redis: a fresh visitor's three writes are its key's count there.
        const fresh = await visitorSession(app.url);
        for (let call = 0; call < 3; call++) await write(app.url, fresh, call);
        const { userId } = (await fetch(`${app.url}/api/visitor`, { headers: { cookie: fresh.cookie } }).then(
          (response) => response.json(),
        )) as { userId: string };
        const { Redis } = await import('ioredis');
        const client = new Redis(redis.url);
        const count = await client.get(`traitscope:rate-limit:public-write:visitor:${userId}`);
        client.disconnect();
        if (count !== '3')
          problems.push(`after the resume, Redis holds ${count} writes of a visitor who made 3`);

        await app.stop();
        const log = readFileSync(path.join(context.logDir, 'redis-freeze.log'), 'utf8').split('\n');
        const warnings = log.filter((line) => line.includes('counted by each instance alone')).length;
        const recoveries = log.filter((line) => line.includes('shared through Redis again')).length;
        if (warnings !== 1 || recoveries !== 1) {
          problems.push(
            `the freeze was logged ${warnings} times and the resume ${recoveries} times, not once each`,
          );
        }
        return {
          line:
            `Redis frozen ${FREEZE_MS / 1000} s under ${WRITERS} writers [${database.kind}]: ${describeOutcomes(outcomes)}; ` +
            `while frozen ${frozenWrites.length} writes, p99 ${latencyPercentile(frozenWrites, 0.99)} ms; slowest write ` +
            `from the freeze on ${slowest} ms; /readyz 200 ${readyWhileFrozen.length - notReady.length} of ${readyWhileFrozen.length} ` +
            `times (degraded ${degraded.length}); shared again ${isBack ? `${backAfterMs} ms` : 'never'} after the resume`,
          problems,
        };
      } finally {
        if (isFrozen) redis.process.kill('SIGCONT');
        await running?.stop();
        await killRedisServer(redis);
      }
    });
  },
};
