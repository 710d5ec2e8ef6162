import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';

/**
 * A fresh database for one scenario. With DATABASE_URL (CI) it is a new database `traitscope_load_<random>` on
 * that server, dropped afterwards, so the load test never touches the API tests' databases; without it, a PGlite
 * data directory under the system's temporary directory.
 */
export type LoadDatabase = {
  kind: 'postgres' | 'pglite';
  /** The environment that points the app at this database. */
  appEnv(options?: { viaPort?: number }): Record<string, string>;
  /** Opens it from the test (PGlite only once the app has stopped: it allows one process at a time). */
  open(): Promise<DatabaseHandle>;
  /** For the TCP proxy: where PostgreSQL listens. */
  server?: { host: string; port: number };
  drop(): Promise<void>;
};

export async function createLoadDatabase(): Promise<LoadDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createPgliteDatabase();

  const name = `traitscope_load_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // DATA_DIR too, beside the database: production writes the generated first admin password there (decision 033),
  // which must land in neither this checkout nor an installed copy.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-load-'));
  return {
    kind: 'postgres',
    server: { host: url.hostname, port: Number(url.port || 5432) },
    appEnv({ viaPort } = {}) {
      const appUrl = new URL(url);
      if (viaPort) appUrl.port = String(viaPort);
      return { DATA_DIR: dataDir, DATABASE_URL: appUrl.toString() };
    },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function createPgliteDatabase(): LoadDatabase {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-load-'));
  return {
    kind: 'pglite',
    // An empty DATABASE_URL keeps the app on PGlite even when the shell exports one.
    appEnv: () => ({ DATA_DIR: dataDir, DATABASE_URL: '' }),
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
