import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';

// Two app instances with REDIS_URL share one rate-limit budget. Needs Debian's redis-server (CI installs it).
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const PORT = 6390 + Math.floor(Math.random() * 500);

let redis: ChildProcess;
let first: TestApp;
let second: TestApp;

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    redis = spawn('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForRedis();
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: `redis://127.0.0.1:${PORT}` };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.kill('SIGTERM');
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
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const response = await postAs(first.app, session, '/api/log-404', { path: '/redis-down' });
    expect(response.statusCode).toBe(202);
  });
});

async function waitForRedis(): Promise<void> {
  const { Redis } = await import('ioredis');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const client = new Redis({
      port: PORT,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch {
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('redis-server did not start');
}
