import { writeSync } from 'node:fs';

/** What the logger writes its lines to (pino takes any object with `write`). */
export type LogStream = { write(line: string): void };

/** Lines wait at most this many characters before they are written at once, whatever the turn of the loop. */
const MAX_PENDING_CHARS = 64 * 1024;

/** How long a write waits for a log collector that has stopped reading (a full pipe) before trying again. */
const FULL_PIPE_WAIT_MS = 10;

/**
 * Log lines for a file descriptor, gathered over one turn of the event loop and written with one system call.
 * Written line by line, as pino does by default, the log was a third of what a page cost under load (one
 * `write(2)` per request, decision 048). Lines are never dropped: a write that a full pipe refuses waits for the
 * collector, as pino's own synchronous writer does, and whatever is pending is written when the process exits
 * (`process.exit` after draining, a fatal error). Only a process killed outright (SIGKILL) loses the lines of the
 * turn it was killed in.
 */
export function createBatchedLogStream(fd: number): LogStream & { flush(): void } {
  let pending = '';
  let isScheduled = false;
  const flush = () => {
    isScheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    writeAll(fd, Buffer.from(text));
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= MAX_PENDING_CHARS) flush();
      else if (!isScheduled) {
        isScheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

function writeAll(fd: number, bytes: Buffer): void {
  let rest = bytes;
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_PIPE_WAIT_MS);
    }
  }
}

let standardOutput: (LogStream & { flush(): void }) | undefined;

/** The process's standard output as a batched log stream: one per process, however many apps it builds. */
export function standardOutputLogStream(): LogStream & { flush(): void } {
  standardOutput ??= createBatchedLogStream(1);
  return standardOutput;
}
