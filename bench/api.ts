/**
 * API throughput against its ceilings, in one run on this machine (`npm run bench:api`).
 * Starts the app (built client, rate limits lifted) and two bare Fastify ceilings as separate processes, then
 * drives each with autocannon (50 connections, 10 s) and prints one line per route:
 *   api <route> [<database>]: <req/s> req/s, p99 <ms> ms, <errors> errors, <ratio> of <ceiling> (budget ...) PASS|FAIL
 * With DATABASE_URL set the app and the INSERT ceiling use PostgreSQL, else PGlite. BENCH_PORT=<n> uses ports
 * n to n+2 instead of 5653-5655.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApp } from '../tests/support/app-process.ts';
import { BENCH_ASSESSMENT_TYPE, benchResponses } from './sample-result.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const children: ChildProcess[] = [];
let stopApp: () => Promise<void> = async () => {};

function start(
  args: string[],
  env: Record<string, string>,
  readyWhen: (line: string) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env } });
    children.push(child);
    const onData = (chunk: Buffer) => {
      if (readyWhen(chunk.toString())) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

type Measured = { rps: number; p99: number; errors: number };

async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function report(
  name: string,
  measured: Measured,
  ceiling: Measured,
  ceilingName: string,
  budget: number,
  p99Budget?: number,
) {
  const ratio = measured.rps / ceiling.rps;
  const pass =
    ratio >= budget && measured.errors === 0 && (p99Budget === undefined || measured.p99 < p99Budget);
  process.stdout.write(
    `api ${name} [${database}]: ${measured.rps} req/s, p99 ${measured.p99} ms, ${measured.errors} errors, ` +
      `${ratio.toFixed(2)} of ${ceilingName} (${ceiling.rps} req/s; budget >= ${budget}${p99Budget ? `, p99 < ${p99Budget} ms` : ''}) ${pass ? 'PASS' : 'FAIL'}\n`,
  );
  return pass;
}

async function main(): Promise<boolean> {
  // BENCH_PORT moves all three off the defaults when another run (CI's load tests) holds them.
  const appPort = Number(process.env.BENCH_PORT ?? 5653);
  const constantPort = appPort + 1;
  const insertPort = appPort + 2;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-bench-'));
  const app = await startApp({
    port: appPort,
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAYMENTS_PROVIDER: 'test',
      EMAIL_PROVIDER: 'capture',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-123',
    },
  });
  stopApp = app.stop;
  await start(['bench/ceiling-server.ts', 'constant', String(constantPort)], {}, (line) =>
    line.includes('ready'),
  );
  await start(['bench/ceiling-server.ts', 'insert', String(insertPort)], {}, (line) =>
    line.includes('ready'),
  );

  const tokenResponse = await fetch(`http://127.0.0.1:${appPort}/api/csrf-token`);
  const cookie = tokenResponse.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  const body = JSON.stringify({
    email: null,
    assessmentType: BENCH_ASSESSMENT_TYPE,
    responses: benchResponses,
    score: 0,
    preliminaryGenerated: true,
  });

  const constant = await measure({ url: `http://127.0.0.1:${constantPort}/` });
  const insert = await measure({ url: `http://127.0.0.1:${insertPort}/`, method: 'POST' });
  const home = await measure({ url: `http://127.0.0.1:${appPort}/`, headers: { accept: 'text/html' } });
  const csrf = await measure({ url: `http://127.0.0.1:${appPort}/api/csrf-token`, headers: { cookie } });
  const results = await measure({
    url: `http://127.0.0.1:${appPort}/api/assessment-results`,
    method: 'POST',
    body,
    headers: { cookie, 'csrf-token': csrfToken, 'content-type': 'application/json' },
  });

  process.stdout.write(
    `api ceilings [${database}]: constant ${constant.rps} req/s (p99 ${constant.p99} ms), insert ${insert.rps} req/s (p99 ${insert.p99} ms)\n`,
  );
  const outcomes = [
    report('GET /', home, constant, 'the constant ceiling', 0.5),
    report('GET /api/csrf-token', csrf, constant, 'the constant ceiling', 0.5),
    report('POST /api/assessment-results', results, insert, 'the INSERT ceiling', 0.8, 100),
  ];
  return outcomes.every(Boolean);
}

async function stopEverything(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await stopApp();
}

main()
  .then(async (ok) => {
    await stopEverything();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    await stopEverything();
    process.stderr.write(`${String(error)}\n`);
    process.exit(2);
  });
