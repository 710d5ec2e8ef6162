import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HAS_REDIS, killRedisServer, startRedisServer } from '../../support/redis-server.ts';
import { isCountingInRedis, visitorSession } from '../redis-limits.ts';
import { type Scenario, startLoadApp, waitUntil, withLoadDatabase } from '../scenario.ts';

const PER_MINUTE = 4;

/** One visitor's writes, sent to the given instances in turn; the statuses they got. */
async function writes(urls: string[], count: number): Promise<number[]> {
  const session = await visitorSession(urls[0] ?? '');
  const statuses: number[] = [];
  for (let call = 0; call < count; call++) {
    const response = await fetch(`${urls[call % urls.length]}/api/log-404`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ path: `/redis-${call}` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

const expected = (count: number) =>
  Array.from({ length: count }, (_unused, call) => (call < PER_MINUTE ? 202 : 429)).join(' ');

/**
 * Two instances share one rate-limit budget through Redis; with Redis gone they keep serving and each counts
 * alone (logged once each); when it returns they share again.
 */
export const redisShared: Scenario = {
  name: 'redis-shared',
  run: async (context) => {
    if (!HAS_REDIS) return { line: 'skipped: needs redis-server', problems: [], skipped: true };
    return withLoadDatabase(async (database) => {
      let redis = await startRedisServer(context.ports.redis);
      const env = { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) };
      const [port, otherPort] = context.ports.instances;
      const first = await startLoadApp(context, 'redis-shared', database, { port, env });
      const second = await startLoadApp(context, 'redis-shared', database, { port: otherPort, env });
      const urls = [first.url, second.url];
      const problems: string[] = [];
      try {
        const shared = (await writes(urls, 6)).join(' ');
        if (shared !== expected(6)) problems.push(`with Redis, one visitor over both instances: ${shared}`);

        await killRedisServer(redis);
        const alone = await Promise.all(urls.map(async (url) => (await writes([url], 5)).join(' ')));
        if (alone.some((statuses) => statuses !== expected(5))) {
          problems.push(`without Redis, each instance alone: ${alone.join(' / ')}`);
        }

        redis = await startRedisServer(context.ports.redis);
        const isBack = await waitUntil(
          async () => (await isCountingInRedis(first.url)) && (await isCountingInRedis(second.url)),
          20_000,
        );
        if (!isBack)
          problems.push('the instances did not share their counts again within 20 s of Redis returning');
        const again = (await writes(urls, 6)).join(' ');
        if (again !== expected(6)) problems.push(`with Redis back: ${again}`);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
        await killRedisServer(redis);
      }
      const log = readFileSync(path.join(context.logDir, 'redis-shared.log'), 'utf8');
      const fallbacks = log
        .split('\n')
        .filter((line) => line.includes('counted by each instance alone')).length;
      if (fallbacks !== 2)
        problems.push(`the fall-back was logged ${fallbacks} times, not once per instance`);
      return {
        line:
          `2 instances, Redis stopped and restarted [${database.kind}]: one budget while shared, ` +
          `each instance alone while away (logged ${fallbacks} times for 2 instances), shared again after`,
        problems,
      };
    });
  },
};
