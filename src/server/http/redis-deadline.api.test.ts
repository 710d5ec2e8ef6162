import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_REDIS, killRedisServer, startRedisServer } from '../../../tests/support/redis-server.ts';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';

// A Redis that accepts connections and never answers (frozen, or a network that drops its replies) must cost a
// rate-limited write at most the command deadline, and leave the instance ready, counting alone.

/** Accepts every connection and never writes a byte back. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the silent server has no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Timed = { status: number; ms: number };

async function timedWrites(t: TestApp, count: number): Promise<Timed[]> {
  const session = await startVisitorSession(t.app);
  const results: Timed[] = [];
  for (let call = 0; call < count; call++) {
    const started = performance.now();
    const response = await postAs(t.app, session, '/api/log-404', { path: `/slow-${call}` });
    results.push({ status: response.statusCode, ms: performance.now() - started });
  }
  return results;
}

const readiness = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() };
};

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a Redis that never answers', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    silent = await startSilentServer();
    t = await createTestApp({
      env: { REDIS_URL: silent.url, RATE_LIMIT_PER_MINUTE: '4', LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('leaves the instance ready, with Redis reported degraded', async () => {
    expect(await readiness(t)).toEqual({ status: 200, body: { status: 'ok', redis: 'degraded' } });
    expect((await t.app.metrics.rateLimitShared.get()).values[0]?.value).toBe(0);
  });

  it('answers every write within a second, counting the limit on this instance', async () => {
    const writes = await timedWrites(t, 5);
    expect(writes.map((write) => write.status)).toEqual([202, 202, 202, 202, 429]);
    expect(Math.max(...writes.map((write) => write.ms))).toBeLessThan(1000);
  });

  it('logs the fall-back once', () => {
    const warnings = parsed(logLines).filter((line) => line.service === 'redis' && line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain('counted by each instance alone');
  });
});

describe.skipIf(!HAS_REDIS)('a Redis that freezes and resumes', () => {
  it('counts alone within the deadline while frozen, and shares again once it answers', async () => {
    const redis = await startRedisServer();
    const logLines: string[] = [];
    const t = await createTestApp({
      env: { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '4', LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      expect(await readiness(t)).toEqual({ status: 200, body: { status: 'ok', redis: 'up' } });

      redis.process.kill('SIGSTOP');
      const frozen = await timedWrites(t, 5);
      expect(frozen.map((write) => write.status)).toEqual([202, 202, 202, 202, 429]);
      expect(Math.max(...frozen.map((write) => write.ms))).toBeLessThan(1000);
      expect(await readiness(t)).toEqual({ status: 200, body: { status: 'ok', redis: 'degraded' } });

      redis.process.kill('SIGCONT');
      const deadline = Date.now() + 10_000;
      while ((await readiness(t)).body.redis !== 'up' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await readiness(t)).toEqual({ status: 200, body: { status: 'ok', redis: 'up' } });

      const lines = parsed(logLines).filter((line) => line.service === 'redis');
      expect(lines.map((line) => line.level)).toEqual([40, 30]);
      // Counted alone: both limits of the four writes let through, the visitor's limit of the fifth.
      expect(lines[1]).toMatchObject({ msg: 'rate limits are shared through Redis again', failures: 9 });
    } finally {
      await t.close();
      redis.process.kill('SIGCONT');
      await killRedisServer(redis);
    }
  });
});
