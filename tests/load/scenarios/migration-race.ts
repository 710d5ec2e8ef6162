import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrate.ts';
import { queryRows } from '../../support/raw-query.ts';
import { checkServes, startInstancesTogether } from '../instances.ts';
import type { LoadDatabase } from '../load-database.ts';
import { type Scenario, withLoadDatabase } from '../scenario.ts';

// Before the migrations took a lock, the first of three rounds already lost two of three instances.
const ROUNDS = 3;

/**
 * Three instances of the compiled server started at the same moment on an empty PostgreSQL database, three times:
 * every one becomes ready and serves, and each migration was applied once.
 */
export const migrationRace: Scenario = {
  name: 'migration-race',
  async run(context) {
    if (!process.env.DATABASE_URL) {
      return {
        line: 'needs PostgreSQL (DATABASE_URL): the embedded database admits one process',
        problems: [],
        skipped: true,
      };
    }
    const problems: string[] = [];
    let ready = 0;
    const started = ROUNDS * context.ports.instances.length;
    for (let round = 1; round <= ROUNDS; round++) {
      await withLoadDatabase(async (database) => {
        const instances = await startInstancesTogether(context, `migration-race-${round}`, database);
        try {
          ready += instances.ready.length;
          problems.push(...instances.failures.map((failure) => `round ${round}: ${failure}`));
          for (const instance of instances.ready) problems.push(...(await checkServes(instance)));
        } finally {
          await instances.stopAll();
        }
        problems.push(
          ...(await migrationsAppliedOnce(database)).map((problem) => `round ${round}: ${problem}`),
        );
      });
    }
    return {
      line:
        `${ROUNDS} rounds of ${context.ports.instances.length} compiled instances started at once on an empty ` +
        `database: ${ready} of ${started} ready and serving`,
      problems,
    };
  },
};

async function migrationsAppliedOnce(database: LoadDatabase): Promise<string[]> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const handle = await database.open();
  try {
    const rows = await queryRows<{ hash: string }>(
      handle.db,
      sql`select hash from drizzle.__drizzle_migrations`,
    );
    const applied = rows.map((row) => row.hash);
    const isEachOnce =
      applied.length === known.length && known.every((migration) => applied.includes(migration.hash));
    return isEachOnce ? [] : [`${applied.length} migrations recorded, expected each of ${known.length} once`];
  } finally {
    await handle.close();
  }
}
