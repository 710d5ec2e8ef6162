import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_REDIS,
  killRedisServer,
  type RedisServer,
  startRedisServer,
} from '../../../tests/support/redis-server.ts';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';

// Two app instances with REDIS_URL share one rate-limit budget.
let redis: RedisServer;
let first: TestApp;
let second: TestApp;

describe.skipIf(!HAS_REDIS)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redis.url };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis) await killRedisServer(redis);
  });

  it('counts a visitor across instances', async () => {
    // Both instances share SECRET_KEY, so the visitor's cookie and token are valid on either.
    const session = await startVisitorSession(first.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await postAs(first.app, session, '/api/log-404', { path: `/r${i}` })).statusCode);
      statuses.push((await postAs(second.app, session, '/api/log-404', { path: `/r${i}` })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  });

  it('lets requests through when Redis goes away, instead of failing the site', async () => {
    const session = await startVisitorSession(first.app);
    await killRedisServer(redis);
    const response = await postAs(first.app, session, '/api/log-404', { path: '/redis-down' });
    expect(response.statusCode).toBe(202);
  });
});
