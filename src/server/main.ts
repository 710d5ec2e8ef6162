import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './features/admin-auth/bootstrap.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, jobs: true });

  const admin = await ensureAdmin(database.db, config.admin);
  if (admin.outcome === 'generated') {
    // Printed once, on purpose outside the logger so that it never lands in a log store.
    process.stdout.write(
      `\nAn admin account was created. Log in at ${config.publicUrl}/admin-login with\n` +
        `  username: ${admin.username}\n  password: ${admin.password}\n` +
        'This password is shown only now. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n\n',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Traitscope is running on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
