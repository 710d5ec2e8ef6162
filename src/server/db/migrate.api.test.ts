import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, TEST_DB } from '../../../tests/support/database.ts';
import { queryRows } from '../../../tests/support/raw-query.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

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
  it('refuses, with a message saying so, a database that a newer version has migrated', async () => {
    const database = await emptyDatabase();
    const first = await database.open();
    const later = Math.max(...KNOWN_MIGRATIONS.map((migration) => migration.folderMillis)) + 86_400_000;
    await first.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${later})`,
    );
    await first.close();

    await expect(database.open()).rejects.toThrow(
      `The database was migrated by a newer version of Traitscope (its latest migration is from ${new Date(later).toISOString()}`,
    );
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
