import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export type AppProcess = {
  url: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** SIGTERM: the graceful shutdown of `npm start`. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

const START_TIMEOUT_MS = 60_000;

/** The compiled server, as `npm run start:prod` runs it. */
const SERVER_ENTRY = path.join('dist', 'server', 'main.js');

/**
 * `npm run start:prod` of the installation in `cwd` without npm in between: the same Node flags as production (the
 * source maps, the young generation's size), with this process's Node.
 */
function startProdCommand(cwd: string): [string, string[]] {
  const { scripts } = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = (scripts['start:prod'] ?? '').split(' ');
  if (node !== 'node') throw new Error(`start:prod in ${cwd} is not a plain "node ..." command`);
  return [process.execPath, args];
}

/** The Node flags of `npm run start:prod` in `cwd`, for a benchmark that runs part of the server as production does. */
export function productionNodeFlags(cwd = process.cwd()): string[] {
  return startProdCommand(cwd)[1].filter((arg) => arg.startsWith('--'));
}

/**
 * The compiled server as production runs it (`npm run start:prod`; load tests, benchmarks), on loopback, in
 * production mode unless `env` says otherwise; its output is appended to `logFile`, or goes to this process's
 * stderr without one. `cwd` is the installation to run (default: this checkout). Production refuses to start
 * without a SECRET_KEY and an https:// PUBLIC_URL: links name a made-up https address, while the tests call the
 * process on plain http, as a TLS-ending proxy does.
 */
export async function startApp({
  port,
  env,
  logFile,
  cwd = process.cwd(),
  isViaNpm = false,
}: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
  cwd?: string;
  /** Through `npm run start:prod`, exactly as the container image starts it (stop() then signals npm). */
  isViaNpm?: boolean;
}): Promise<AppProcess> {
  if (!existsSync(path.join(cwd, SERVER_ENTRY))) {
    throw new Error(`no compiled server at ${path.join(cwd, SERVER_ENTRY)}: run "npm run build" first`);
  }
  const url = `http://127.0.0.1:${port}`;
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : process.stderr;
  const [command, args] = isViaNpm ? ['npm', ['run', '--silent', 'start:prod']] : startProdCommand(cwd);
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://traitscope.test',
      SECRET_KEY: 'a-secret-key-for-tests-and-benchmarks-only-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Through npm, the server is npm's child: a group of its own, so a signal reaches both (below).
    detached: isViaNpm,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await waitForReady(url, child);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      // npm could end before its server, which then kept the port: the whole group is signalled, and the port
      // awaited, so the next start on it never meets EADDRINUSE.
      if (isViaNpm && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    }
    await exited;
    if (isViaNpm) await waitUntilClosed(port);
  };
  return { url, pid: child.pid ?? 0, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), exited };
}

/** Until nothing accepts connections on `port` (at most the start timeout). */
async function waitUntilClosed(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} still answered ${START_TIMEOUT_MS / 1000} s after the app was stopped`);
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} while starting`);
    const isUp = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not answer ${url}/readyz within ${START_TIMEOUT_MS / 1000} s`);
}
