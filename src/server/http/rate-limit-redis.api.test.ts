import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_REDIS,
  killRedisServer,
  type RedisServer,
  startRedisServer,
} from '../../../tests/support/redis-server.ts';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';

// Two app instances with REDIS_URL share one rate-limit budget; without Redis each counts alone.
let redis: RedisServer;
let first: TestApp;
let second: TestApp;
const logLines: string[] = [];

const isShared = async (t: TestApp) => (await t.app.metrics.rateLimitShared.get()).values[0]?.value === 1;

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function statusesOf(t: TestApp, count: number): Promise<number[]> {
  const session = await startVisitorSession(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await postAs(t.app, session, '/api/log-404', { path: `/n${i}` })).statusCode);
  }
  return statuses;
}

describe.skipIf(!HAS_REDIS)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redis.url, LOG_LEVEL: 'info' };
    first = await createTestApp({ env, logStream: { write: (line) => logLines.push(line) } });
    second = await createTestApp({ env });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis) await killRedisServer(redis);
  });

  it('counts a visitor across instances', async () => {
    expect(await isShared(first)).toBe(true);
    // Both instances share SECRET_KEY, so the visitor's cookie and token are valid on either.
    const session = await startVisitorSession(first.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await postAs(first.app, session, '/api/log-404', { path: `/r${i}` })).statusCode);
      statuses.push((await postAs(second.app, session, '/api/log-404', { path: `/r${i}` })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  });

  it('names each limit in its keys, so that two limits never share a counter', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).toMatch(
          /^traitscope:rate-limit:public-write:(visitor:[\w-]+|address-block:127\.0\.0\.1)$/,
        );
      }
    } finally {
      client.disconnect();
    }
  });

  it('counts on each instance alone while Redis is away, says so once, and shares again when it returns', async () => {
    await killRedisServer(redis);
    expect(await statusesOf(first, 5)).toEqual([202, 202, 202, 202, 429]);
    expect(await statusesOf(first, 5)).toEqual([202, 202, 202, 202, 429]);
    expect(await isShared(first)).toBe(false);
    const alone = logLines.filter((line) => line.includes('counted by each instance alone'));
    expect(alone).toHaveLength(1);

    redis = await startRedisServer(Number(new URL(redis.url).port));
    await waitFor(async () => (await isShared(first)) && (await isShared(second)));
    expect(logLines.some((line) => line.includes('shared through Redis again'))).toBe(true);
    const session = await startVisitorSession(first.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await postAs(first.app, session, '/api/log-404', { path: `/b${i}` })).statusCode);
      statuses.push((await postAs(second.app, session, '/api/log-404', { path: `/b${i}` })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  });

  it('starts while Redis cannot be reached, counting alone', async () => {
    const down = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: 'redis://127.0.0.1:1' },
    });
    try {
      expect(await isShared(down)).toBe(false);
      expect(await statusesOf(down, 5)).toEqual([202, 202, 202, 202, 429]);
    } finally {
      await down.close();
    }
  });
});
