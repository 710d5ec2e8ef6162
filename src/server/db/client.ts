import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { OWNER_ONLY_DIR_MODE, tightenTree } from '../lib/owner-only-files.ts';
import { migrateEmbedded, migratePostgres, type SchemaAhead } from './migrate.ts';
import { defaultPoolSize } from './pool-size.ts';
import * as schema from './schema.ts';

/** The one database type the app uses, whether PGlite or node-postgres is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool's connections, for the metrics; PGlite has no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** Set when a newer release migrated the database (a rollback): the start-up log says so. */
  schemaAhead?: SchemaAhead;
  close(): Promise<void>;
};

/** Opening the migrations' own connection gives up after this long. */
const CONNECT_TIMEOUT_MS = 5000;
/** What the app's pool allows when the caller sets nothing (tests, scripts): the defaults of the configuration. */
const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 5000, poolMs: 3000 };
/**
 * The client gives up this long after the server's statement timeout: a frozen or unreachable server never
 * cancels anything, and a request must still get its 503 within seconds.
 */
const CLIENT_GRACE_MS = 1000;

type DatabaseTimeouts = { statementMs: number; poolMs: number };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  /** `dataDir` undefined means in memory; `loadDataDir` clones a prepared database (fast test set-up). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens the database and applies every committed migration before anyone can use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Migrations run first, on a connection of their own without the app's timeouts (a migration on a large
    // table may rightly take longer than any request should) and under an advisory lock (migrate.ts).
    const schemaAhead = await migratePostgres(options.url, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      // The server passes DATABASE_POOL_SIZE; scripts and tests that set nothing get the same default.
      max: options.poolSize ?? defaultPoolSize(),
      // While the database is unreachable or every connection is busy, a call fails within seconds (a 503)
      // instead of waiting forever: this bounds both opening a connection and waiting for a pooled one.
      connectionTimeoutMillis: timeouts.poolMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    });
    // A client losing its connection (database restart or outage) must not crash the process. The pool handles
    // idle clients; a checked-out client between two statements of a transaction emits 'error' on itself.
    // The statement that uses it next fails (a 503), and the pool drops the dead client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      schemaAhead,
      close: () => pool.end(),
    };
  }
  // Loaded only here: an instance on PostgreSQL never carries the embedded database's code (about 5 MB).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  // The database's files hold every answer: owner-only, including those PGlite has just unpacked.
  if (options.dataDir) tightenTree(options.dataDir);
  const db = drizzlePglite(client, { schema });
  const schemaAhead = await migrateEmbedded(db);
  return { db: db as unknown as Database, kind: 'pglite', schemaAhead, close: () => client.close() };
}
