import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';

/** Beside this module in the source (src/server/db/), and beside the compiled server (dist/server/). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every instance takes before it migrates: an arbitrary number no other lock of ours uses. It must
 * never change, so that an old and a new version starting together wait for each other too.
 */
const MIGRATION_LOCK_ID = 7_471_686_528_901_231;

/** A database that a newer version of the app has migrated: this one would half-work against it. */
export class DatabaseTooNewError extends Error {
  constructor(databaseLatest: number, knownLatest: number) {
    super(
      `The database was migrated by a newer version of Traitscope (its latest migration is from ` +
        `${new Date(databaseLatest).toISOString()}; this version knows migrations up to ` +
        `${new Date(knownLatest).toISOString()}). Start that version or a newer one; this one refuses to run ` +
        'against a schema it does not know.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/**
 * Applies the committed migrations on PostgreSQL, several instances at once: each takes a session advisory lock on
 * a connection of its own, so one migrates while the others wait, then find nothing left to do. Drizzle applies
 * the pending migrations in one transaction; an instance that dies mid-way rolls it back, and its lock ends with
 * its connection.
 */
export async function migratePostgres(
  url: string,
  { connectionTimeoutMillis }: { connectionTimeoutMillis: number },
) {
  // Not the app's pool: its statement timeout (if any) must not cut the wait for the lock or a long migration.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const db = drizzlePg(client);
    await refuseNewerDatabase(db);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Closing the session releases the lock.
    await client.end();
  }
}

/** The embedded database admits one process, so it needs no lock; it refuses a newer schema all the same. */
export async function migrateEmbedded(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await refuseNewerDatabase(db);
  // Loaded only here, with the embedded database itself (db/client.ts).
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Drizzle applies only migrations newer than the latest one recorded, so against a database a newer version has
 * migrated it would apply nothing and start on a schema it does not know.
 */
async function refuseNewerDatabase(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const knownLatest = Math.max(...known.map((migration) => migration.folderMillis));
  const { rows } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "isMigrated"`,
  )) as unknown as { rows: { isMigrated: boolean }[] };
  if (!rows[0]?.isMigrated) return;
  const latest = (await db.execute(
    sql`select max(created_at) as "latest" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { latest: string | number | null }[] };
  const databaseLatest = Number(latest.rows[0]?.latest ?? 0);
  if (databaseLatest > knownLatest) throw new DatabaseTooNewError(databaseLatest, knownLatest);
}
