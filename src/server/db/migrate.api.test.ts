import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, TEST_DB } from '../../../tests/support/database.ts';
import { queryRows } from '../../../tests/support/raw-query.ts';
import { MIGRATIONS_FOLDER, schemaAheadWarning } from './migrate.ts';
import { outbox } from './schema.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function emptyDatabase() {
  const database = await createEmptyDatabase();
  cleanups.push(database.drop);
  return database;
}

const KNOWN_MIGRATIONS = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

describe('migrations', () => {
  it('opens a database one release newer, applies nothing, and says how far ahead it is', async () => {
    const database = await emptyDatabase();
    const first = await database.open();
    expect(first.schemaAhead).toBeUndefined();
    // The next release's migration, as expand and contract allows it: it only adds.
    const later = Math.max(...KNOWN_MIGRATIONS.map((migration) => migration.folderMillis)) + 86_400_000;
    await first.db.execute(sql`alter table outbox add column next_release_note text`);
    await first.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-next-release', ${later})`,
    );
    await first.close();

    const again = await database.open();
    try {
      expect(again.schemaAhead).toEqual({ migrations: 1, newest: new Date(later) });
      expect(schemaAheadWarning({ migrations: 1, newest: new Date(later) })).toBe(
        'The database was migrated by a newer version of Traitscope: 1 migration this version does not know, ' +
          `the newest from ${new Date(later).toISOString()}. Running on it, since a release only adds to the ` +
          'schema; this is safe one release back, not more. Roll forward, or restore a backup, before going back ' +
          'further.',
      );
      // This version's writes and reads work beside the column it does not know.
      const [row] = await again.db
        .insert(outbox)
        .values({ kind: 'admin-notification', recipient: 'ops@example.org' })
        .returning();
      expect(row?.status).toBe('pending');
      const rows = await queryRows<{ count: number | string }>(
        again.db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(rows[0]?.count)).toBe(KNOWN_MIGRATIONS.length + 1);
    } finally {
      await again.close();
    }
  });

  it('opens a database it migrated itself again without applying anything twice', async () => {
    const database = await emptyDatabase();
    await (await database.open()).close();
    const again = await database.open();
    try {
      const rows = await queryRows<{ count: number | string }>(
        again.db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(rows[0]?.count)).toBe(KNOWN_MIGRATIONS.length);
    } finally {
      await again.close();
    }
  });

  // The embedded database admits one process; only PostgreSQL is shared by instances that start together.
  it.skipIf(TEST_DB === 'pglite')(
    'lets instances race an empty PostgreSQL database: one migrates, the others wait and go on',
    async () => {
      const database = await emptyDatabase();
      const handles = await Promise.all([database.open(), database.open(), database.open(), database.open()]);
      try {
        const rows = await queryRows<{ count: number | string }>(
          handles[0]!.db,
          sql`select count(*) as count from drizzle.__drizzle_migrations`,
        );
        expect(Number(rows[0]?.count)).toBe(KNOWN_MIGRATIONS.length);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    },
  );
});
