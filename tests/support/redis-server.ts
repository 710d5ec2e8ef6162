import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** Debian's redis-server, which CI installs; tests that need it are skipped where it is missing. */
export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;

export type RedisServer = { url: string; process: ChildProcess };

/** A throwaway redis-server (on a random port unless given one), without persistence, ready to answer. */
export async function startRedisServer(port = 6390 + Math.floor(Math.random() * 500)): Promise<RedisServer> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForRedis(port);
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

/** Ends the server at once (as a crash would) and waits until it is gone. */
export async function killRedisServer(server: RedisServer): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

async function waitForRedis(port: number): Promise<void> {
  const { Redis } = await import('ioredis');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // Refused until the server listens: expected, and answered by the retry below.
    client.on('error', () => {});
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
