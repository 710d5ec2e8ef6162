import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDataDirWithDatabase, TEST_DB } from '../../tests/support/database.ts';
import { openDatabase } from './db/client.ts';
import { MIGRATIONS_FOLDER } from './db/migrate.ts';

// The real entry point as `npm start` runs it (compiled, tests/support/compiled-server.ts), on a free port and a
// fresh DATA_DIR: an empty one where a first start is the point, else one whose database is already made
// (createDataDirWithDatabase), which spares each start about five seconds of creating it.

type Started = { process: ChildProcess; output: () => string; exited: Promise<number | null> };
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function start(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, [path.join(inject('compiledServerDir'), 'main.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  running.push(child);
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { process: child, output: () => output, exited };
}

async function waitUntilServing(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

/**
 * What production refuses to start without; the tests call it on loopback, as a TLS-ending proxy would. No drain
 * delay at SIGTERM (production waits 5 s for a balancer to see /readyz fail): no balancer watches these, and the
 * drain has tests of its own (load-balancer-probes.api.test.ts, the load test's rolling restart).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  SHUTDOWN_DELAY_SECONDS: '0',
  SECRET_KEY: 'a-secret-key-for-the-start-up-test-0123456789',
  PUBLIC_URL: 'https://traitscope.example',
  PAYMENTS_PROVIDER: 'test',
  EMAIL_PROVIDER: 'capture',
  EMAIL_FROM: 'reports@traitscope.example',
  SUPPORT_EMAIL: 'support@traitscope.example',
};

async function stop(started: Started): Promise<void> {
  started.process.kill('SIGTERM');
  expect(await started.exited).toBe(0);
}

// Start-up with the embedded default database; the PostgreSQL run of the API tests has nothing to add here.
// Each test starts whole server processes (each creating an embedded database), which takes seconds alone and
// longer while the other API files run beside it: the limit is for a hung start only.
describe.skipIf(TEST_DB === 'postgres')('start-up', { timeout: 120_000 }, () => {
  it('stops with a message naming the bad variable', async () => {
    const started = start({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ts-start-')) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toMatch(/PORT: /);
  });

  it('creates an admin once, prints its password once, and keeps data and the secret across restarts', async () => {
    const dataDir = createDataDirWithDatabase('ts-start-');
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };

    const first = start(env);
    await waitUntilServing(port, first);
    expect(first.output()).toMatch(/username: admin\n {2}password: [\w-]{24}\n/);
    const tokenResponse = await fetch(`http://127.0.0.1:${port}/api/csrf-token`);
    const cookie = tokenResponse.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
    await stop(first);

    const second = start(env);
    await waitUntilServing(port, second);
    // The admin row survived the restart, so no new password is generated.
    expect(second.output()).not.toContain('password:');
    // The generated secret survived too: the visitor's cookie and token are still valid.
    const response = await fetch(`http://127.0.0.1:${port}/api/log-404`, {
      method: 'POST',
      headers: { cookie, 'csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/after-restart' }),
    });
    expect(response.status).toBe(202);
    await stop(second);
  });

  it('says at start whether admins need two-step sign-in, and warns when production goes without', async () => {
    const dataDir = createDataDirWithDatabase('ts-start-');
    const port = await freePort();
    const env = { ...PRODUCTION, PORT: String(port), DATA_DIR: dataDir };

    const required = start({ ...env, LOG_LEVEL: 'info' });
    await waitUntilServing(port, required);
    await stop(required);
    expect(required.output()).toContain('Admin two-step sign-in is required (ADMIN_REQUIRE_2FA=true)');

    const optional = start({ ...env, ADMIN_REQUIRE_2FA: 'false' });
    await waitUntilServing(port, optional);
    await stop(optional);
    expect(optional.output()).toMatch(
      /"level":40,.*Admin two-step sign-in is optional \(ADMIN_REQUIRE_2FA=false\)/,
    );
  });

  it('refuses production without a payment or an e-mail provider, or with localhost addresses', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ts-start-'));
    const started = start({
      NODE_ENV: 'production',
      SECRET_KEY: PRODUCTION.SECRET_KEY,
      PUBLIC_URL: PRODUCTION.PUBLIC_URL,
      DATA_DIR: dataDir,
    });
    expect(await started.exited).toBe(1);
    for (const variable of ['EMAIL_FROM', 'SUPPORT_EMAIL', 'PAYMENTS_PROVIDER', 'EMAIL_PROVIDER']) {
      expect(started.output()).toMatch(new RegExp(`\\n {2}- ${variable}: `));
    }
  });

  it('in production, reads SECRET_KEY_FILE, writes the first admin password to a 0600 file and logs only where', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'ts-start-')), 'data');
    const secretFile = path.join(path.dirname(dataDir), 'secret-key');
    writeFileSync(secretFile, `${PRODUCTION.SECRET_KEY}\n`, { mode: 0o600 });
    const port = await freePort();
    const { SECRET_KEY: _inTheFile, ...production } = PRODUCTION;
    const started = start({
      ...production,
      SECRET_KEY_FILE: secretFile,
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    await waitUntilServing(port, started);
    await stop(started);

    const file = path.join(dataDir, 'first-admin-password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = readFileSync(file, 'utf8');
    const password = /\n {2}password: ([\w-]{24})\n/.exec(written)?.[1] ?? 'no password in the file';
    expect(written).toMatch(/enrolment token .*:\n {2}[\w-]{24}\n/);
    expect(started.output()).not.toContain(password);
    expect(started.output()).not.toContain('password:');
    expect(started.output()).toMatch(
      new RegExp(`"level":40,.*An admin account \\\\"admin\\\\" was created. Its password is in ${file} `),
    );
    // The stand-ins named on purpose are said at every start.
    expect(started.output()).toMatch(/"level":40,.*PAYMENTS_PROVIDER=test in production/);
    expect(started.output()).toMatch(/"level":40,.*EMAIL_PROVIDER=capture in production/);
  });

  it('keeps DATA_DIR, the database files and the secret key to the owner', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'ts-start-')), 'data');
    const port = await freePort();
    const started = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, started);
    // A write, so the database has written more than its start-up files.
    const tokenResponse = await fetch(`http://127.0.0.1:${port}/api/csrf-token`);
    const cookie = tokenResponse.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
    await fetch(`http://127.0.0.1:${port}/api/log-404`, {
      method: 'POST',
      headers: { cookie, 'csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/a-write' }),
    });
    await stop(started);

    const entries = [
      dataDir,
      ...readdirSync(dataDir, { recursive: true }).map((name) => path.join(dataDir, String(name))),
    ];
    expect(entries.length).toBeGreaterThan(100);
    const open = entries.filter((entry) => (statSync(entry).mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(started.output()).not.toContain('chmod');
  });

  it('warns when a hop count in TRUST_PROXY meets an address clients can reach directly', async () => {
    const dataDir = createDataDirWithDatabase('ts-start-');
    const port = await freePort();
    const started = start({ PORT: String(port), DATA_DIR: dataDir, HOST: '0.0.0.0', TRUST_PROXY: '1' });
    await waitUntilServing(port, started);
    await stop(started);
    // Which settings warn and which do not is config.test.ts's to say; one start shows that the server says it.
    expect(started.output()).toMatch(
      /"level":40,.*TRUST_PROXY=1 trusts X-Forwarded-For from whoever connects/,
    );
  });

  it('starts on a database one release newer (a rollback), serves, and says so in the log', async () => {
    const dataDir = createDataDirWithDatabase('ts-start-');
    // The next release migrated this database: one more migration, which only adds a column.
    const newer = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const nextRelease =
      Math.max(...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis)) +
      86_400_000;
    await newer.db.execute(sql`alter table orders add column next_release_note text`);
    await newer.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', ${nextRelease})`,
    );
    await newer.close();

    const port = await freePort();
    const started = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, started);
    const token = await fetch(`http://127.0.0.1:${port}/api/csrf-token`);
    expect(token.status).toBe(200);
    await stop(started);
    expect(started.output()).toMatch(
      /"level":40,.*The database was migrated by a newer version of Traitscope: 1 migration this version does not know/,
    );
  });

  it('warns, naming the path and the fix, when DATA_DIR is open to other users', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ts-start-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const started = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, started);
    await stop(started);
    expect(started.output()).toContain(`${dataDir} (mode 0755)`);
    expect(started.output()).toContain(`Fix: chmod -R go-rwx ${dataDir}`);
    // What the server made inside is owner-only all the same.
    expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
  });
});
