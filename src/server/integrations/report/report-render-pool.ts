import { Worker } from 'node:worker_threads';
import type { MessageLanguage } from '../../../domain/messages/messages.ts';
import type { ReportFiles, ReportInput } from './render-report-pdf.tsx';
import { languageCondition, reportWorkerFile } from './report-languages.ts';
import type { RenderReply } from './report-worker.ts';

const IS_SOURCE = import.meta.url.endsWith('.ts');

/**
 * A worker writes in one language: every `#messages/...`, `#insights/...` and `#item-texts` import in the report's
 * code resolves to that language's module, as in a page's build (package.json "imports", decision 061). From the
 * source, a plain module registers tsx in the thread first (see report-worker-entry.mjs) and the thread resolves
 * with its language's condition; the compiled server has one worker per language as plain JavaScript beside this
 * module, each bundled with its language's words (scripts/build-server.ts).
 */
function workerFor(language: MessageLanguage): { entry: URL; execArgv: string[] } {
  const sourceMaps = process.sourceMapsEnabled ? ['--enable-source-maps'] : [];
  if (IS_SOURCE) {
    return {
      entry: new URL('./report-worker-entry.mjs', import.meta.url),
      execArgv: [...sourceMaps, `--conditions=${languageCondition(language)}`],
    };
  }
  return { entry: new URL(`./${reportWorkerFile(language)}`, import.meta.url), execArgv: sourceMaps };
}

/**
 * A worker's heap, bounded: unbounded, V8 lets garbage pile up to about 200 MB of resident memory per worker before
 * collecting, where the audhd report (the largest) lives in about 55 MB of it while it renders. The old generation's
 * cap is where collecting starts to cost time: at 80 MB a render makes one full collection, as at 96 MB, and the
 * worker's heap stays under about 70 MB instead of growing to about 85 MB over a few reports; at 64 MB the audhd
 * report spends its time collecting garbage, and at 48 MB it runs out of memory (docs/performance.md, Memory).
 *
 * The young generation (two semi-spaces) is 8 MB. V8's `--max-semi-space-size` is one setting for the whole
 * process and, when given, wins over a worker's own limit: `npm run start:prod` gives 4 MB, the same 8 MB for the
 * main thread and this worker (a test holds the two together).
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 80, maxYoungGenerationSizeMb: 8 };

/**
 * Reports one worker renders before it ends and a fresh one takes the next. react-pdf leaves its heap larger after
 * each report for the first ten or so (78 MB added to the process after the first, 98 MB at the peak over 50 in a
 * row, `npm run bench:memory:worker`), so a burst of reports would otherwise hold the instance near its memory
 * budget; a fresh worker costs its start (a second or two) once per this many reports (decision 048: five gave peaks
 * of 247-260 MB against the budget of 250, four 240-243).
 */
const RENDERS_PER_WORKER = 4;

/** How many workers render at once, and how long an idle one stays before it ends and gives its memory back. */
export type ReportRenderSettings = { size: number; idleMs: number };

export type ReportRenderPool = {
  /** Renders one report and its letter in a worker thread; rejects with the worker's error when rendering fails. */
  render(input: ReportInput): Promise<ReportFiles>;
  /** How many worker threads are alive now (each holds react-pdf and the fonts). */
  activeWorkers(): number;
  /** How many worker threads it has started since it was made. */
  startedWorkers(): number;
  /** Stops every worker; reports still waiting are refused. */
  close(): Promise<void>;
};

/** A worker's bytes arrive as a plain Uint8Array: the same memory, seen as a Buffer. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type Job = { input: ReportInput; resolve(files: ReportFiles): void; reject(error: Error): void };
type Slot = {
  worker: Worker;
  /** The language it writes in: it takes only that language's reports. */
  language: MessageLanguage;
  job: Job | undefined;
  renders: number;
  /** Ending after its last report: given no more, and still counted until it has exited. */
  isRetiring: boolean;
  failure: Error | undefined;
  idleTimer: NodeJS.Timeout | undefined;
};

/**
 * At most `size` reports render at once, each in its own worker thread; the rest wait in order. Workers start on
 * the first report that needs one and end after `idleMs` without work (each holds react-pdf and the fonts, well
 * over 100 MB, for reports that come a few an hour), unreferenced while idle so that they never keep a process
 * alive, and after `rendersPerWorker` reports, its replacement starting only once it has exited so that two never
 * hold their memory at once. A worker that dies fails its report and is replaced by the next one that needs it.
 */
export function createReportRenderPool({
  size,
  idleMs,
  rendersPerWorker = RENDERS_PER_WORKER,
}: ReportRenderSettings & { rendersPerWorker?: number }): ReportRenderPool {
  const queue: Job[] = [];
  const slots = new Set<Slot>();
  let isClosed = false;

  let startedWorkers = 0;

  function startWorker(language: MessageLanguage): Slot {
    startedWorkers += 1;
    // No inherited flags: the entry registers the TypeScript loader itself (see report-worker-entry.mjs). The
    // compiled server's stack traces point into the source when source maps are on (npm run start:prod).
    const { entry, execArgv } = workerFor(language);
    const slot: Slot = {
      worker: new Worker(entry, { execArgv, resourceLimits: WORKER_HEAP_LIMITS }),
      language,
      job: undefined,
      renders: 0,
      isRetiring: false,
      failure: undefined,
      idleTimer: undefined,
    };
    slot.worker.on('message', (reply: RenderReply) => {
      const { job } = slot;
      slot.job = undefined;
      slot.worker.unref();
      slot.renders += 1;
      if (slot.renders >= rendersPerWorker) {
        // Its exit (below) starts the next report on a fresh worker.
        slot.isRetiring = true;
        void slot.worker.terminate();
      } else {
        slot.idleTimer = setTimeout(() => {
          // Out of the pool at once, so that no report is handed to a worker on its way out.
          slots.delete(slot);
          void slot.worker.terminate();
        }, idleMs).unref();
      }
      if ('error' in reply) job?.reject(Object.assign(new Error(reply.error.message), reply.error));
      else job?.resolve({ report: asBuffer(reply.report), letter: asBuffer(reply.letter) });
      dispatch();
    });
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', (code) => {
      clearTimeout(slot.idleTimer);
      slots.delete(slot);
      slot.job?.reject(slot.failure ?? new Error(`the report worker stopped with exit code ${code}`));
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  /** An idle worker of another language ends, so that the next report's language can have its place. */
  function retireIdle(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    slot.isRetiring = true;
    void slot.worker.terminate();
  }

  function dispatch(): void {
    while (queue.length > 0 && !isClosed) {
      // Reports start in the order they came: the first waits for a worker of its language.
      const { language } = queue[0]!.input;
      const idle = [...slots].filter((candidate) => !candidate.job && !candidate.isRetiring);
      const slot =
        idle.find((candidate) => candidate.language === language) ??
        (slots.size < size ? startWorker(language) : undefined);
      if (!slot) {
        // Its exit (see startWorker) dispatches again, now with room for a worker of this language; one already
        // on its way out will make that room.
        const isMakingRoom = [...slots].some((candidate) => candidate.isRetiring);
        if (idle[0] && !isMakingRoom) retireIdle(idle[0]);
        return;
      }
      const job = queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.job = job;
      // Referenced while busy, so that a script awaiting only this report does not exit under it.
      slot.worker.ref();
      slot.worker.postMessage(job.input);
    }
  }

  return {
    render(input) {
      if (isClosed) return Promise.reject(new Error('the report render pool is closed'));
      return new Promise<ReportFiles>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        dispatch();
      });
    },
    activeWorkers: () => slots.size,
    startedWorkers: () => startedWorkers,
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the report render pool is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

const sharedPools = new Map<string, ReportRenderPool>();

/**
 * The process's pool for these settings (REPORT_RENDER_WORKERS, REPORT_WORKER_IDLE_SECONDS): the outbox and the
 * admin preview render through the same one, so the workers' memory is counted once.
 */
export function sharedReportRenderPool(settings: ReportRenderSettings): ReportRenderPool {
  const key = `${settings.size}:${settings.idleMs}`;
  let pool = sharedPools.get(key);
  if (!pool) {
    pool = createReportRenderPool(settings);
    sharedPools.set(key, pool);
  }
  return pool;
}
