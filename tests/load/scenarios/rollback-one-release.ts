import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrate.ts';
import { createLoadClient } from '../journeys.ts';
import type { LoadDatabase } from '../load-database.ts';
import { type Scenario, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { callsWith, createTally, describeOutcomes } from '../tally.ts';
import { settleDeliveries } from './deliveries.ts';

const DELIVERY_TIMEOUT_MS = 60_000;
/** What the next release might add, as expand and contract allows: a nullable column and a table. */
const NEXT_RELEASE_MIGRATION = [
  'ALTER TABLE "orders" ADD COLUMN "gift_message" text',
  `CREATE TABLE "report_feedback" (
    "id" serial PRIMARY KEY,
    "order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
    "created_at" timestamp with time zone NOT NULL DEFAULT now()
  )`,
];
const WARNING =
  'The database was migrated by a newer version of Traitscope: 1 migration this version does not know';

/**
 * Migrates the database as the next release would: this build's migrations (opening it applies them), then one
 * more, recorded in Drizzle's table as Drizzle records its own (the SQL's sha256, the migration's time).
 */
async function migrateAsNextRelease(database: LoadDatabase): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const nextRelease = Math.max(...known.map((migration) => migration.folderMillis)) + 86_400_000;
  const handle = await database.open();
  try {
    // One statement per call, as Drizzle runs a migration's statements (the embedded database takes no more).
    for (const statement of NEXT_RELEASE_MIGRATION) await handle.db.execute(sql.raw(statement));
    const hash = createHash('sha256').update(NEXT_RELEASE_MIGRATION.join(';\n')).digest('hex');
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${nextRelease})`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * Rolling back one release: the compiled server of this build starts on a database the next release has
 * migrated, becomes ready, sells a report whose e-mail goes out, and says in its log what it found.
 */
export const rollbackOneRelease: Scenario = {
  name: 'rollback-one-release',
  run: (context) =>
    withLoadDatabase(async (database) => {
      context.smtp.reset();
      await migrateAsNextRelease(database);
      const app = await startLoadApp(context, 'rollback-one-release', database);
      const tally = createTally();
      const client = createLoadClient(app.url, tally);
      const problems: string[] = [];
      if (!(await client.buyReport('rollback@load.test'))) problems.push('the purchase did not succeed');
      const settled = await settleDeliveries(context, database, {
        paidSessions: client.paidSessions,
        since: Date.now(),
        timeoutMs: DELIVERY_TIMEOUT_MS,
        stop: () => app.stop(),
      });
      problems.push(...settled.problems);
      const log = readFileSync(path.join(context.logDir, 'rollback-one-release.log'), 'utf8');
      const isWarned = log.includes(WARNING);
      if (!isWarned) problems.push(`the log does not say "${WARNING}"`);
      if (settled.check.paid !== 1) problems.push(`${settled.check.paid} paid orders, not 1`);
      const failed = tally.outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
      if (failed.length > 0) problems.push(`calls that did not succeed: ${callsWith(failed, () => true)}`);
      return {
        line:
          `this build on a database one additive migration ahead [${database.kind}]: ready, ` +
          `${describeOutcomes(tally.outcomes)}, ${settled.check.fulfilled} report bought and e-mailed; ` +
          `start-up warning ${isWarned ? 'logged' : 'missing'}`,
        problems,
      };
    }),
};
