import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../../tests/load/tcp-proxy.ts';
import { TEST_DB } from '../../../tests/support/database.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

// A frozen PostgreSQL (SIGSTOP, a stalled network) accepts connections and never answers: only timeouts on the
// client's side end the wait. PGlite lives inside the process and cannot freeze alone.
const PROXY_PORT = 5760;
const serverUrl = process.env.DATABASE_URL ?? '';
const name = `traitscope_test_${randomBytes(6).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(TEST_DB !== 'postgres')('a database that stops answering', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const server = new URL(serverUrl);
    proxy = await startTcpProxy(PROXY_PORT, { host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    url.port = String(PROXY_PORT);
    database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 2,
      timeouts: { statementMs: 1000, poolMs: 1000 },
    });
    t = await createTestApp({ database });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers a JSON 503 within seconds, for requests holding a connection and for those waiting for one', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/assessment-results/999999' });
    expect(before.statusCode).toBe(404);
    proxy.freeze();
    const started = Date.now();
    // Half of them from a German page, which reads the answer in German.
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        t.app.inject({
          method: 'GET',
          url: '/api/assessment-results/999998',
          headers: { 'accept-language': index % 2 === 0 ? 'en' : 'de' },
        }),
      ),
    );
    const elapsed = Date.now() - started;
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        message: expect.stringContaining(index % 2 === 0 ? 'database' : 'Datenbank'),
      });
    }
    expect(elapsed).toBeLessThan(6000);
  });
});
