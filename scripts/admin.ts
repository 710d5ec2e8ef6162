/**
 * `npm run admin -- create <username> [--password <password>]`
 * `npm run admin -- reset-password <username> [--password <password>]`
 * `npm run admin -- 2fa-reset <username>`
 * `npm run admin -- 2fa-enrol-token <username>`
 * Without --password a strong random password is generated and printed once. 2fa-reset removes an admin's
 * authenticator app and recovery codes (lost phone) and ends their sessions. Where the server requires two-step
 * sign-in (ADMIN_REQUIRE_2FA), setting up an app needs a one-time enrolment token: create and 2fa-reset print one,
 * and 2fa-enrol-token prints a new one (replacing any earlier one). Uses the same configuration as the server
 * (DATABASE_URL, or the embedded database under DATA_DIR).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { adminSessions, admins } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/admin-auth/passwords.ts';
import { issueEnrolmentToken } from '../src/server/features/admin-auth/two-step/enrolment-tokens.ts';
import { resetTwoStep } from '../src/server/features/admin-auth/two-step/two-step.ts';
import { staffPasswordProblem } from '../src/server/lib/password-policy.ts';

const USAGE =
  'Usage: npm run admin -- create|reset-password <username> [--password <12 to 128 characters, hard to guess>]\n' +
  '       npm run admin -- 2fa-reset|2fa-enrol-token <username>';
const COMMANDS = ['create', 'reset-password', '2fa-reset', '2fa-enrol-token'];

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (!command || !COMMANDS.includes(command) || !username?.trim()) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const problem = values.password === undefined ? undefined : staffPasswordProblem(values.password);
  if (problem) {
    process.stderr.write(`The password ${problem}.\n`);
    return 2;
  }
  const password = values.password ?? randomBytes(18).toString('base64url');

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const db = database.db;
    if (command === '2fa-reset') {
      const code = await resetSecondFactor(db, username);
      if (code === 0 && config.admin.requireTwoStep) await printEnrolmentToken(db, username);
      return code;
    }
    if (command === '2fa-enrol-token') {
      return (await printEnrolmentToken(db, username)) ? 0 : 1;
    }
    const [existing] = await db.select().from(admins).where(eq(admins.username, username));
    if (command === 'create' && existing) {
      process.stderr.write(
        `An admin named "${username}" already exists. Use reset-password to change the password.\n`,
      );
      return 1;
    }
    if (command === 'reset-password' && !existing) {
      process.stderr.write(`There is no admin named "${username}".\n`);
      return 1;
    }
    const passwordHash = await hashPassword(password);
    if (existing) {
      await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, existing.id));
      // A new password ends every session that the old one opened.
      await db.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
    } else {
      await db.insert(admins).values({ username, passwordHash });
    }
    process.stdout.write(
      `${command === 'create' ? 'Created' : 'Reset the password of'} admin "${username}".\n` +
        (values.password ? '' : `Password (shown only now): ${password}\n`),
    );
    if (command === 'create' && config.admin.requireTwoStep) await printEnrolmentToken(db, username);
    return 0;
  } finally {
    await database.close();
  }
}

async function resetSecondFactor(db: Database, username: string): Promise<number> {
  const outcome = await resetTwoStep(db, username);
  if (outcome === 'no-such-admin') {
    process.stderr.write(`There is no admin named "${username}".\n`);
    return 1;
  }
  process.stdout.write(
    outcome === 'reset'
      ? `Removed the two-step sign-in of admin "${username}" and ended their sessions. ` +
          'They log in with their password alone next time (and set up a new app if the server requires it).\n'
      : `Admin "${username}" had no two-step sign-in; their sessions were ended.\n`,
  );
  return 0;
}

/** A new one-time enrolment token, printed once; false when there is no such admin. */
async function printEnrolmentToken(db: Database, username: string): Promise<boolean> {
  const issued = await issueEnrolmentToken(db, username);
  if (!issued) {
    process.stderr.write(`There is no admin named "${username}".\n`);
    return false;
  }
  process.stdout.write(
    `Enrolment token for setting up two-step sign-in (shown only now, works once, until ${issued.expiresAt.toISOString()}): ${issued.token}\n` +
      'Hand it to the admin with the password; the set-up in the admin area asks for it.\n',
  );
  return true;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
