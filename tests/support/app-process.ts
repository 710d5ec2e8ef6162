import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export type AppProcess = {
  url: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** SIGTERM, as a container runtime sends it on a rollout: the graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

const START_TIMEOUT_MS = 60_000;

/** The compiled server, as the image and `npm run start:prod` run it. */
const SERVER_ENTRY = path.join('dist', 'server', 'main.js');
const DOCKERFILE = path.resolve(import.meta.dirname, '../../Dockerfile');

/**
 * The command the container image starts: the Dockerfile's CMD (its exec form, the last one, as Docker takes it),
 * with this process's Node for `node`. Read from the Dockerfile rather than written again here, so that what the
 * load test signals is what production runs.
 */
export function imageCommand(dockerfile = readFileSync(DOCKERFILE, 'utf8')): [string, string[]] {
  const cmd = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1)?.[1];
  if (!cmd) throw new Error('the Dockerfile has no CMD in exec form (CMD ["node", ...])');
  const [program, ...args] = JSON.parse(cmd) as string[];
  if (program !== 'node') {
    throw new Error(`the Dockerfile's CMD starts ${program}, not node: signals would not reach the server`);
  }
  return [process.execPath, args];
}

/** The Node flags the image starts the server with, for a benchmark that runs part of the server as production does. */
export function productionNodeFlags(): string[] {
  return imageCommand()[1].filter((arg) => arg.startsWith('--'));
}

/**
 * The compiled server as production runs it (the image's CMD; load tests, benchmarks), on loopback, in production
 * mode unless `env` says otherwise; its output is appended to `logFile`, or goes to this process's stderr without
 * one. `cwd` is the installation to run (default: this checkout). Production refuses to start without a SECRET_KEY,
 * an https:// PUBLIC_URL, real sender and support addresses, and a payment and an e-mail provider named or
 * configured (callers name theirs): links name a made-up https address, while the tests call the process on plain
 * http, as a TLS-ending proxy does.
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
  /**
   * Through `npm run start:prod`, as a machine without the image starts it. stop() signals npm alone, as systemd
   * or a container runtime signals the process it started: the server drains only if npm passes SIGTERM on.
   */
  isViaNpm?: boolean;
}): Promise<AppProcess> {
  if (!existsSync(path.join(cwd, SERVER_ENTRY))) {
    throw new Error(`no compiled server at ${path.join(cwd, SERVER_ENTRY)}: run "npm run build" first`);
  }
  const url = `http://127.0.0.1:${port}`;
  // The log file is the process's own output, as a log collector takes it: not relayed through this process, whose
  // event loop may be busy driving the load (a benchmark's client).
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  const [command, args] = isViaNpm ? ['npm', ['run', '--silent', 'start:prod']] : imageCommand();
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://traitscope.test',
      SECRET_KEY: 'a-secret-key-for-tests-and-benchmarks-only-0123456789',
      EMAIL_FROM: 'reports@traitscope.test',
      SUPPORT_EMAIL: 'support@traitscope.test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
    // Through npm, the server is npm's child: a group of its own, so that SIGKILL can reach both (below).
    detached: isViaNpm,
  });
  if (logFd === undefined) {
    child.stdout?.pipe(process.stderr, { end: false });
    child.stderr?.pipe(process.stderr, { end: false });
  } else closeSync(logFd);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await waitForReady(url, child);
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
  };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGKILL cannot be passed on, so through npm the whole group gets it; SIGTERM goes to npm alone.
      if (isViaNpm && signal === 'SIGKILL') killGroup();
      else child.kill(signal);
    }
    await exited;
    if (!isViaNpm) return;
    // npm may end before its server: the port is awaited, so the next start on it never meets EADDRINUSE, and a
    // server that never got the signal fails here and is ended rather than left running.
    try {
      await waitUntilClosed(port);
    } catch (error) {
      killGroup();
      throw error;
    }
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
