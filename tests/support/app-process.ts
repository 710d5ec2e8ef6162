import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

export type AppProcess = {
  url: string;
  /** SIGTERM: the graceful shutdown of `npm start`. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

const START_TIMEOUT_MS = 60_000;

/**
 * The server as `npm start` runs it (load tests, benchmarks), on loopback, in production mode unless `env` says
 * otherwise; its output is appended to `logFile`, or goes to this process's stderr without one.
 */
export async function startApp({
  port,
  env,
  logFile,
}: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
}): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : process.stderr;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await waitForReady(url, child);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), exited };
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
