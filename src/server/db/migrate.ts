import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { plural } from '../../domain/locale/locale.ts';

/** Beside this module in the source (src/server/db/), and beside the compiled server (dist/server/). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every instance takes before it migrates: an arbitrary number no other lock of ours uses. It must
 * never change, so that an old and a new version starting together wait for each other too.
 */
const MIGRATION_LOCK_ID = 7_471_686_528_901_231;

/**
 * Migrations this version does not know, found in the database: a newer release migrated it and this one was
 * rolled back onto it. Releases only add to the schema and remove what the release before stopped using
 * (expand and contract, decision 035), so a database one release newer holds everything this version uses.
 */
export type SchemaAhead = { migrations: number; newest: Date };

/** What the start-up log says about a database a newer release migrated (docs/operations.md, Rolling back). */
export function schemaAheadWarning({ migrations, newest }: SchemaAhead): string {
  return (
    `The database was migrated by a newer version of Traitscope: ${migrations} ${plural(migrations, { one: 'migration', other: 'migrations' })} ` +
    `this version does not know, the newest from ${newest.toISOString()}. Running on it, since a release only ` +
    'adds to the schema; this is safe one release back, not more. Roll forward, or restore a backup, before going ' +
    'back further.'
  );
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
): Promise<SchemaAhead | undefined> {
  // Not the app's pool: its statement timeout (if any) must not cut the wait for the lock or a long migration.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const db = drizzlePg(client);
    const ahead = await findSchemaAhead(db);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return ahead;
  } finally {
    // Closing the session releases the lock.
    await client.end();
  }
}

/** The embedded database admits one process, so it needs no lock. */
export async function migrateEmbedded(
  db: PgliteDatabase<Record<string, unknown>>,
): Promise<SchemaAhead | undefined> {
  const ahead = await findSchemaAhead(db);
  // Loaded only here, with the embedded database itself (db/client.ts).
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return ahead;
}

/**
 * Drizzle applies only migrations newer than the latest one recorded, so against a database a newer version has
 * migrated it applies nothing: this says how far ahead the database is, for the start-up log.
 */
async function findSchemaAhead(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
): Promise<SchemaAhead | undefined> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const knownLatest = Math.max(...known.map((migration) => migration.folderMillis));
  const { rows } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "isMigrated"`,
  )) as unknown as { rows: { isMigrated: boolean }[] };
  if (!rows[0]?.isMigrated) return undefined;
  const unknown = (await db.execute(
    sql`select count(*)::int as "migrations", max(created_at) as "newest"
        from drizzle.__drizzle_migrations where created_at > ${knownLatest}`,
  )) as unknown as { rows: { migrations: number; newest: string | number | null }[] };
  const [found] = unknown.rows;
  if (!found || found.migrations === 0) return undefined;
  return { migrations: found.migrations, newest: new Date(Number(found.newest)) };
}
