import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';

/** Which database the API tests run against: PGlite by default, PostgreSQL with TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. On PGlite it is a clone of the template that the global
 * set-up prepared; on PostgreSQL a new database on the server of DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB === 'pglite') {
    const dump = await readFile(inject('pgliteTemplateFile'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `traitscope_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A new DATA_DIR (named from `prefix`) whose embedded database exists already, migrated: the global set-up's PGlite
 * template unpacked where the server and `npm run admin` look for it (`<DATA_DIR>/pglite`). A process started on it
 * opens that database instead of creating one, which costs about five seconds of both cores per process. For tests
 * about something other than a first start; the tests of a first start on an empty DATA_DIR keep an empty one.
 */
export function createDataDirWithDatabase(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const databaseDir = path.join(dataDir, 'pglite');
  mkdirSync(databaseDir, { mode: 0o700 });
  // The dump names its members from the root ("/global/..."); tar makes them relative to -C.
  execFileSync('tar', ['-xzf', inject('pgliteTemplateFile'), '-C', databaseDir], { stdio: 'ignore' });
  return dataDir;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database, not yet migrated, that a test opens (and opens again) itself: a PGlite folder, or a new
 * database on the server of DATABASE_URL. `drop` removes it.
 */
export async function createEmptyDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  if (TEST_DB === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'traitscope-empty-'));
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `traitscope_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}
