import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import { adminSessions, admins } from '../src/server/db/schema.ts';
import { logInAdmin } from '../src/server/features/admin-auth/login.ts';
import {
  confirmSecondFactor,
  hasConfirmedSecondFactor,
  startSecondFactor,
} from '../src/server/features/admin-auth/two-step/second-factor.ts';
import { createDataDirWithDatabase, TEST_DB } from '../tests/support/database.ts';

const run = promisify(execFile);
const SECRET_KEY = 'x'.repeat(40);

async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(inject('compiledServerDir'), 'admin.js'), ...args],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, SECRET_KEY },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The command works on the embedded database of DATA_DIR; the PostgreSQL run has nothing to add.
describe.skipIf(TEST_DB === 'postgres')('npm run admin', () => {
  it('creates an admin whose printed password logs in, and resets it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ts-admin-cli-'));
    const created = await admin(dataDir, 'create', 'ops');
    expect(created.code).toBe(0);
    const password = created.stdout.match(/Password \(shown only now\): (\S+)/)?.[1] ?? '';
    expect(password).toHaveLength(24);

    expect((await admin(dataDir, 'create', 'ops')).code).toBe(1);
    expect((await admin(dataDir, 'reset-password', 'ops', '--password', 'short')).stderr).toContain(
      'at least 12',
    );
    expect((await admin(dataDir, 'reset-password', 'ops', '--password', 'iloveyou12345')).stderr).toContain(
      'too easy to guess',
    );
    expect((await admin(dataDir, 'reset-password', 'nobody', '--password', 'long-enough-pass')).code).toBe(1);
    const reset = await admin(dataDir, 'reset-password', 'ops', '--password', 'a-new-long-password');
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).not.toContain('a-new-long-password');

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const loggedIn = await logInAdmin({
        db: database.db,
        username: 'ops',
        password: 'a-new-long-password',
        address: '127.0.0.1',
      });
      expect(loggedIn.username).toBe('ops');
      await expect(
        logInAdmin({ db: database.db, username: 'ops', password, address: '127.0.0.2' }),
      ).rejects.toThrow('Authentication failed');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('ends every session of the admin whose password it resets', async () => {
    const dataDir = createDataDirWithDatabase('ts-admin-cli-');
    const password = 'ferry lantern okapi mosaic';
    expect((await admin(dataDir, 'create', 'ops', '--password', password)).code).toBe(0);
    const sessionsOfOps = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const [row] = await database.db
          .select({ total: count() })
          .from(adminSessions)
          .innerJoin(admins, eq(admins.id, adminSessions.adminId))
          .where(eq(admins.username, 'ops'));
        return row?.total;
      } finally {
        await database.close();
      }
    };
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      for (const address of ['127.0.0.1', '127.0.0.2']) {
        await logInAdmin({ db: database.db, username: 'ops', password, address });
      }
    } finally {
      await database.close();
    }
    expect(await sessionsOfOps()).toBe(2);

    expect((await admin(dataDir, 'reset-password', 'ops')).code).toBe(0);
    expect(await sessionsOfOps()).toBe(0);
  }, 120_000);

  it('removes the two-step sign-in of an admin who lost their app', async () => {
    const dataDir = createDataDirWithDatabase('ts-admin-cli-');
    expect((await admin(dataDir, 'create', 'ops', '--password', 'ferry lantern okapi mosaic')).code).toBe(0);
    const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const database = await open();
    try {
      const [ops] = await database.db.select().from(admins).where(eq(admins.username, 'ops'));
      const adminId = ops?.id ?? 0;
      const setup = await startSecondFactor({
        db: database.db,
        secretKey: SECRET_KEY,
        adminId,
        username: 'ops',
      });
      const code = new TOTP({ secret: Secret.fromBase32(setup?.secret ?? '') }).generate();
      await confirmSecondFactor({ db: database.db, secretKey: SECRET_KEY, adminId, code, now: new Date() });
      expect(await hasConfirmedSecondFactor(database.db, adminId)).toBe(true);
    } finally {
      await database.close();
    }

    const reset = await admin(dataDir, '2fa-reset', 'ops');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Removed the two-step sign-in of admin "ops" and ended their sessions.');
    expect((await admin(dataDir, '2fa-reset', 'nobody')).stderr).toContain(
      'There is no admin named "nobody".',
    );

    const reopened = await open();
    try {
      const loggedIn = await logInAdmin({
        db: reopened.db,
        username: 'ops',
        password: 'ferry lantern okapi mosaic',
        address: '127.0.0.1',
      });
      expect(loggedIn.kind).toBe('session');
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('explains its usage', async () => {
    const result = await admin(mkdtempSync(path.join(os.tmpdir(), 'ts-admin-cli-')), 'frobnicate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- create|reset-password');
    expect(result.stderr).toContain('npm run admin -- 2fa-reset|2fa-enrol-token <username>');
  });

  it('prints a one-time enrolment token for an existing admin only', async () => {
    const dataDir = createDataDirWithDatabase('ts-admin-cli-');
    expect((await admin(dataDir, 'create', 'enrolling')).code).toBe(0);
    const issued = await admin(dataDir, '2fa-enrol-token', 'enrolling');
    expect(issued.code).toBe(0);
    expect(issued.stdout).toMatch(
      /Enrolment token for setting up two-step sign-in \(shown only now, works once, until .+\): [\w-]{24}\n/,
    );
    expect((await admin(dataDir, '2fa-enrol-token', 'nobody')).code).toBe(1);
  }, 180_000);
});
