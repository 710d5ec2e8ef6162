/**
 * API throughput against its ceilings, in one run on this machine (`npm run bench:api`).
 * Starts the compiled app as production runs it (NODE_ENV=production, log level info, its log written to a file as
 * a collector takes it; rate limits lifted) and three bare ceilings as separate processes, then drives each with
 * autocannon (50 connections, 2 s unrecorded, then 10 s), each route right after its ceiling, in BENCH_ROUNDS
 * rounds (3), and prints one line per route with the medians:
 *   api <route> [<database>]: <req/s> req/s, p99 <ms> ms, <errors> errors, <ratio> of <ceiling> (...) PASS|FAIL
 * (and the ceiling's own errors, when it had any: a ceiling that fails measures nothing, and the line fails)
 * The page and the static file are asked for as a browser's first visit asks (no cookie, Chromium's headers) and
 * compared with a bare node:http route sending the bytes the app sent. With DATABASE_URL set the app and the INSERT
 * ceiling use PostgreSQL, else PGlite. BENCH_PORT=<n> uses ports n to n+3 instead of 5653-5656; BENCH_APP_DIR
 * measures another built checkout (an earlier commit) the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApp } from '../tests/support/app-process.ts';
import { BENCH_ASSESSMENT_TYPE, benchResponses } from './sample-result.ts';
import { median } from './statistics.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
  // A short unrecorded run first, so that every target is measured with its code compiled by the JIT and its
  // connection pool filled, not partly while it warms up.
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

type Comparison = {
  name: string;
  target: autocannon.Options;
  ceiling: autocannon.Options;
  ceilingName: string;
  budget: number;
  p99Budget?: number;
};

type Round = { target: Measured; ceiling: Measured };

function report(comparison: Comparison, rounds: Round[]): boolean {
  const { name, ceilingName, budget, p99Budget } = comparison;
  const ratios = rounds.map((round) => round.target.rps / round.ceiling.rps);
  const ratio = median(ratios);
  const rps = Math.round(median(rounds.map((round) => round.target.rps)));
  const ceilingRps = Math.round(median(rounds.map((round) => round.ceiling.rps)));
  const p99 = median(rounds.map((round) => round.target.p99));
  const errors = rounds.reduce((sum, round) => sum + round.target.errors, 0);
  // A ceiling that answers errors measures nothing: it is named apart, so its fault is not read as the app's.
  const ceilingErrors = rounds.reduce((sum, round) => sum + round.ceiling.errors, 0);
  const pass =
    ratio >= budget && errors === 0 && ceilingErrors === 0 && (p99Budget === undefined || p99 < p99Budget);
  process.stdout.write(
    `api ${name} [${database}]: ${rps} req/s, p99 ${p99} ms, ${errors} errors` +
      `${ceilingErrors > 0 ? ` (the ceiling: ${ceilingErrors} errors)` : ''}, ${ratio.toFixed(2)} of ${ceilingName} ` +
      `(${ceilingRps} req/s; median of ${rounds.length} rounds: ${ratios.map((value) => value.toFixed(2)).join(', ')}; ` +
      `budget >= ${budget}${p99Budget ? `, p99 < ${p99Budget} ms` : ''}) ${pass ? 'PASS' : 'FAIL'}\n`,
  );
  return pass;
}

/**
 * A first visit as a browser makes it: no cookie (autocannon keeps none), and the Accept and Accept-Encoding headers
 * Chromium sends for a page.
 */
const pageHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** Headers the server writes itself, whoever answers: the ceiling's own server sends its own. */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * Saves an answer as it came over the wire (fetch() would decompress it) under `name` in `dir`: its body, with `.br`
 * added when it came Brotli-compressed, and its headers (all but the connection's) beside it in `<file>.headers.json`,
 * for the files ceiling to send the same bytes: for a small file such as the favicon, the security headers are
 * most of them (about 840 bytes of headers for 164 of body).
 */
async function saveAnswer(url: string, dir: string, name: string): Promise<string> {
  const [response] = (await once(http.get(url, { headers: pageHeaders }), 'response')) as [
    http.IncomingMessage,
  ];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const file = path.join(dir, response.headers['content-encoding'] === 'br' ? `${name}.br` : name);
  writeFileSync(file, Buffer.concat(chunks));
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([header]) => !CONNECTION_HEADERS.has(header)),
  );
  writeFileSync(`${file}.headers.json`, JSON.stringify(headers));
  return file;
}

async function main(): Promise<boolean> {
  // BENCH_PORT moves all three off the defaults when another run (CI's load tests) holds them.
  const appPort = Number(process.env.BENCH_PORT ?? 5653);
  const constantPort = appPort + 1;
  const insertPort = appPort + 2;
  const filesPort = appPort + 3;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-bench-'));
  const app = await startApp({
    port: appPort,
    cwd: process.env.BENCH_APP_DIR ?? process.cwd(),
    // Production's log level (info: a line for each answer), written to a file as a log collector would take it.
    // startApp's own default (warn) measured pages at 0.43 of the ceiling where production's settings gave 0.08.
    logFile: path.join(dataDir, 'app.log'),
    env: {
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAYMENTS_PROVIDER: 'test',
      EMAIL_PROVIDER: 'capture',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-123',
    },
  });
  stopApp = app.stop;
  // The home page and the favicon as a browser gets them, headers and all, for the files ceiling to send the same bytes.
  const appFiles = [
    await saveAnswer(`http://127.0.0.1:${appPort}/`, dataDir, 'page.html'),
    await saveAnswer(`http://127.0.0.1:${appPort}/favicon.svg`, dataDir, 'favicon.svg'),
  ];
  await start(['bench/ceiling-server.ts', 'files', String(filesPort), ...appFiles], {}, (line) =>
    line.includes('ready'),
  );
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

  const constant = { url: `http://127.0.0.1:${constantPort}/` };
  const insert = { url: `http://127.0.0.1:${insertPort}/`, method: 'POST' as const };
  const comparisons: Comparison[] = [
    {
      name: 'GET /',
      // As a browser asks on its first visit: the page (about 80 KB with its stylesheet) comes compressed to about
      // 15 KB. On loopback the size of an answer, not the server, sets much of the pace, hence the same bytes.
      target: { url: `http://127.0.0.1:${appPort}/`, headers: pageHeaders },
      ceiling: { url: `http://127.0.0.1:${filesPort}/page.html`, headers: pageHeaders },
      ceilingName: 'the same bytes from a bare node:http route',
      budget: 0.5,
    },
    {
      name: 'GET /favicon.svg',
      target: { url: `http://127.0.0.1:${appPort}/favicon.svg`, headers: pageHeaders },
      ceiling: { url: `http://127.0.0.1:${filesPort}/favicon.svg`, headers: pageHeaders },
      ceilingName: 'the same bytes from a bare node:http route',
      budget: 0.5,
    },
    {
      name: 'GET /api/csrf-token',
      target: { url: `http://127.0.0.1:${appPort}/api/csrf-token`, headers: { cookie } },
      ceiling: constant,
      ceilingName: 'the constant ceiling',
      budget: 0.5,
    },
    {
      name: 'POST /api/assessment-results',
      target: {
        url: `http://127.0.0.1:${appPort}/api/assessment-results`,
        method: 'POST',
        body,
        headers: { cookie, 'csrf-token': csrfToken, 'content-type': 'application/json' },
      },
      ceiling: insert,
      ceilingName: 'the INSERT ceiling',
      budget: 0.8,
      p99Budget: 100,
    },
  ];

  // The machine's speed drifts by half between minutes (shared cores), so each route is measured right after its
  // ceiling, in several rounds, and the median of the paired ratios is what counts.
  const measured = comparisons.map((comparison) => ({ comparison, rounds: [] as Round[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { comparison, rounds } of measured) {
      const ceiling = await measure(comparison.ceiling);
      const target = await measure(comparison.target);
      rounds.push({ target, ceiling });
    }
  }
  return measured.map(({ comparison, rounds }) => report(comparison, rounds)).every(Boolean);
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
