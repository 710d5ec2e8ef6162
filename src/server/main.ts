import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig, SECRET_FILE } from './config.ts';
import { openDatabase } from './db/client.ts';
import { schemaAheadWarning } from './db/migrate.ts';
import { ensureAdmin } from './features/admin-auth/bootstrap.ts';
import { FIRST_ADMIN_FILE, firstAdminText, writeFirstAdminFile } from './features/admin-auth/first-admin.ts';
import { issueEnrolmentToken } from './features/admin-auth/two-step/enrolment-tokens.ts';
import { drainAndClose } from './lib/graceful-shutdown.ts';
import { describeError, serializeError } from './lib/log-serializers.ts';
import { standardOutputLogStream } from './lib/log-stream.ts';
import { findLoosePaths, loosePathWarning, OWNER_ONLY_UMASK } from './lib/owner-only-files.ts';

async function main(): Promise<void> {
  // Everything this process writes under DATA_DIR holds people's answers or the secret key. PGlite creates the
  // database's files through Node with the modes its emulated file system chooses and takes no option for them,
  // so the umask is what keeps new files owner-only (openDatabase tightens the ones it unpacks). Set before the
  // secret key or the database is written; nothing else this process writes needs to be shared.
  process.umask(OWNER_ONLY_UMASK);
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          timeouts: config.databaseTimeouts,
        }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    poolUse: database.poolUse,
    jobs: true,
  });
  // Folders made by an earlier version, a copied backup or an operator's mkdir keep their modes: say so.
  const openToOthers = loosePathWarning(
    findLoosePaths([config.dataDir, pgliteDir, path.join(config.dataDir, SECRET_FILE)]),
  );
  if (openToOthers) app.log.warn(openToOthers);
  // A rollback onto a database a newer release migrated: it runs (expand and contract), and the log says so.
  if (database.schemaAhead) app.log.warn(schemaAheadWarning(database.schemaAhead));
  for (const warning of configWarnings(config)) app.log.warn(warning);

  const admin = await ensureAdmin(database.db, config.admin);
  if (admin.outcome === 'generated') {
    const firstAdmin = {
      username: admin.username,
      password: admin.password,
      loginUrl: `${config.publicUrl}/admin-login`,
      enrolment: config.admin.requireTwoStep ? await issueEnrolmentToken(database.db, admin.username) : null,
    };
    if (config.env === 'production') {
      // A container runtime keeps standard output and usually ships it to a log store: a file only this user
      // can read instead, and the log says where (decision 033).
      try {
        const file = writeFirstAdminFile(
          config.dataDir,
          firstAdminText(firstAdmin, 'Delete this file once you have logged in.'),
        );
        app.log.warn(
          `An admin account "${admin.username}" was created. Its password is in ${file} (readable by this ` +
            'user only): read it, log in, then delete the file.',
        );
      } catch (error) {
        app.log.error(
          `An admin account "${admin.username}" was created, but its password could not be written to ` +
            `${path.join(config.dataDir, FIRST_ADMIN_FILE)} (${describeError(error)}). Give it one with ` +
            `\`node dist/server/admin.js reset-password ${admin.username}\`.`,
        );
      }
    } else {
      // Printed once, on purpose outside the logger so that it never lands in a log store; after the log's lines
      // so far, which wait for the end of the event loop's turn (lib/log-stream.ts).
      standardOutputLogStream().flush();
      process.stdout.write(`\n${firstAdminText(firstAdmin, 'This password is shown only now.')}\n`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await drainAndClose({
      app,
      closeDatabase: () => database.close(),
      ...config.shutdown,
      onStuck: () => {
        app.log.error('shutdown did not finish in time: exiting');
        process.exit(1);
      },
    });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Traitscope is running on ${config.publicUrl} (database: ${database.kind})`);
  if (config.admin.requireTwoStep) {
    app.log.info(
      'Admin two-step sign-in is required (ADMIN_REQUIRE_2FA=true): an admin without an authenticator app sets ' +
        'one up at their next login. Lost app and recovery codes: npm run admin -- 2fa-reset <username>',
    );
  } else {
    // A production server without it is a choice someone should see even with LOG_LEVEL=warn.
    app.log[config.env === 'production' ? 'warn' : 'info'](
      'Admin two-step sign-in is optional (ADMIN_REQUIRE_2FA=false): admins may turn it on under Two-Step ' +
        'Sign-In in the admin area.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // The same description as in the logs: a failed migration's error must not print the rows it touched.
    const { stack } = serializeError(error);
    process.stderr.write(`Start-up failed: ${describeError(error)}\n${stack ? `${stack}\n` : ''}`);
  }
  process.exit(1);
});
