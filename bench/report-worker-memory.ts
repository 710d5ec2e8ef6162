/**
 * `npm run bench:memory:worker` (part of `npm run bench`, after `npm run build`): what one report worker adds to a
 * process's resident memory (RSS), apart from the rest of the server, whose whole figure is `npm run bench:memory`'s.
 * A process with the Node flags of `npm run start:prod` starts the compiled report worker with the pool's heap limits,
 * has it render the audhd report (the largest) RENDERS times in a row, then ends it; the peak is sampled every 50 ms.
 * V8's flags are one setting per process and some of them win over a worker's own limits (report-render-pool.ts),
 * which is why the measuring process is started with production's flags rather than this script's.
 *   RENDERS   reports rendered (default 20)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WORKER_HEAP_LIMITS } from '../src/server/integrations/report/report-render-pool.ts';
import { sampleReportInput } from '../src/server/integrations/report/sample-report.ts';
import { productionNodeFlags } from '../tests/support/app-process.ts';

const RENDERS = Number(process.env.RENDERS ?? 20);
const COMPILED_WORKER = new URL('../dist/server/report-worker.js', import.meta.url);
const IS_MEASURING_PROCESS = process.env.BENCH_MEASURING_PROCESS === '1';

function rssMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(): Promise<void> {
  const input = sampleReportInput('audhd');
  await sleep(1000);
  const before = rssMb();
  const worker = new Worker(COMPILED_WORKER, { resourceLimits: WORKER_HEAP_LIMITS });
  const render = () =>
    new Promise<void>((resolve, reject) => {
      worker.once('message', (reply: { pdf?: Uint8Array; error?: { message: string } }) =>
        reply.pdf ? resolve() : reject(new Error(reply.error?.message)),
      );
      worker.postMessage(input);
    });
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  await render();
  const afterFirst = rssMb();
  for (let index = 1; index < RENDERS; index++) await render();
  clearInterval(sampler);
  await worker.terminate();
  await sleep(2000);
  const ended = rssMb();
  console.log(
    `report worker [Node ${process.version}, ${process.execArgv.filter((flag) => flag.startsWith('--max')).join(' ')}, ` +
      `old generation ${WORKER_HEAP_LIMITS.maxOldGenerationSizeMb} MB]: the process ${before} MB before; ` +
      `+${afterFirst - before} MB after the first report; peak +${peak - before} MB over ${RENDERS} reports; ` +
      `+${ended - before} MB once the worker has ended`,
  );
}

if (IS_MEASURING_PROCESS) {
  await measure();
} else {
  const run = spawnSync(
    process.execPath,
    [...productionNodeFlags(), '--import', 'tsx', fileURLToPath(import.meta.url)],
    { stdio: 'inherit', env: { ...process.env, BENCH_MEASURING_PROCESS: '1' } },
  );
  process.exitCode = run.status ?? 1;
}
