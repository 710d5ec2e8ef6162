/**
 * `npm run migrate`: applies the migrations and exits, for deployments that migrate in a step of their own before
 * the new version starts. Starting the server migrates too (under the same lock), so this step is optional.
 */
import path from 'node:path';
import { ConfigError, loadDatabaseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { schemaAheadWarning } from './db/migrate.ts';
import { describeError } from './lib/log-serializers.ts';

async function main(): Promise<void> {
  const { databaseUrl, dataDir } = loadDatabaseConfig();
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  await database.close();
  if (database.schemaAhead) process.stdout.write(`${schemaAheadWarning(database.schemaAhead)}\n`);
  else process.stdout.write(`The database is up to date (${database.kind}).\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migrating failed: ${describeError(error)}`}\n`,
  );
  process.exit(1);
});
