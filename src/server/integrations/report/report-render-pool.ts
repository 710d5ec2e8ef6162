import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReportInput } from './render-report-pdf.tsx';
import type { RenderReply } from './report-worker.ts';

const WORKER_ENTRY = new URL('./report-worker-entry.mjs', import.meta.url);

/**
 * Rendering the audhd report takes about half a second of pure CPU; on the main thread that would stall every
 * request the server is answering meanwhile. Leave one core to the event loop, and never hold more than two
 * copies of react-pdf and the fonts in memory.
 */
const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

export type ReportRenderPool = {
  /** Renders one report in a worker thread; rejects with the worker's error when rendering fails. */
  render(input: ReportInput): Promise<Buffer>;
  /** Stops every worker; reports still waiting are refused. */
  close(): Promise<void>;
};

type Job = { input: ReportInput; resolve(pdf: Buffer): void; reject(error: Error): void };
type Slot = { worker: Worker; job: Job | undefined; failure: Error | undefined };

/**
 * At most `size` reports render at once, each in its own worker thread; the rest wait in order. Workers start on
 * the first report that needs one and then stay, unreferenced while idle so that they never keep a process alive.
 * A worker that dies fails its report and is replaced by the next one that needs it.
 */
export function createReportRenderPool({ size }: { size: number }): ReportRenderPool {
  const queue: Job[] = [];
  const slots = new Set<Slot>();
  let isClosed = false;

  function startWorker(): Slot {
    // No inherited flags: the entry registers the TypeScript loader itself (see report-worker-entry.mjs).
    const slot: Slot = {
      worker: new Worker(WORKER_ENTRY, { execArgv: [] }),
      job: undefined,
      failure: undefined,
    };
    slot.worker.on('message', (reply: RenderReply) => {
      const { job } = slot;
      slot.job = undefined;
      slot.worker.unref();
      if ('error' in reply) job?.reject(Object.assign(new Error(reply.error.message), reply.error));
      else job?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      dispatch();
    });
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      slot.job?.reject(slot.failure ?? new Error(`the report worker stopped with exit code ${code}`));
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0 && !isClosed) {
      const slot =
        [...slots].find((candidate) => !candidate.job) ?? (slots.size < size ? startWorker() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      // Referenced while busy, so that a script awaiting only this report does not exit under it.
      slot.worker.ref();
      slot.worker.postMessage(job.input);
    }
  }

  return {
    render(input) {
      if (isClosed) return Promise.reject(new Error('the report render pool is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the report render pool is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

const sharedPool = createReportRenderPool({ size: DEFAULT_POOL_SIZE });

/** Renders the Complete Report of one stored result as an A4 PDF, off the main thread. */
export function renderReportPdfInWorker(input: ReportInput): Promise<Buffer> {
  return sharedPool.render(input);
}
