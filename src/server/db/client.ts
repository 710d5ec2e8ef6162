import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { OWNER_ONLY_DIR_MODE, tightenTree } from '../lib/owner-only-files.ts';
import { migrateEmbedded, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

/** The one database type the app uses, whether PGlite or node-postgres is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 5000;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` clones a prepared database (fast test set-up). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens the database and applies every committed migration before anyone can use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is unreachable, calls fail within seconds (a 503) instead of waiting forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A client losing its connection (database restart or outage) must not crash the process. The pool handles
    // idle clients; a checked-out client between two statements of a transaction emits 'error' on itself.
    // The statement that uses it next fails (a 503), and the pool drops the dead client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    await migratePostgres(options.url, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  // The database's files hold every answer: owner-only, including those PGlite has just unpacked.
  if (options.dataDir) tightenTree(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migrateEmbedded(db);
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
