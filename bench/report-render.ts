// Median time to render the 30-question audhd Complete Report, the largest of the six: on this thread, and through
// the server's render pool (a worker thread with the heap limits the server gives it, the PDF copied back), which
// is what a bought report waits for. The second line is where a change to the worker's heap limits shows.
// Run: node --import tsx bench/report-render.ts [runs]
// Prints two lines and exits non-zero when either median is over budget.
import { renderReportFiles } from '../src/server/integrations/report/render-report-pdf.tsx';
import { createReportRenderPool } from '../src/server/integrations/report/report-render-pool.ts';
import { sampleReportInput } from '../src/server/integrations/report/sample-report.ts';
import { median, percentile } from './statistics.ts';

const BUDGET_MS = 500;
const DEFAULT_RUNS = 20;

const runs = Number.parseInt(process.argv[2] ?? '', 10) || DEFAULT_RUNS;
const input = sampleReportInput('audhd');

/** One render first (it loads and parses the fonts and warms the JIT; a running server pays that once), then `runs`. */
async function timeRenders(label: string, render: typeof renderReportFiles): Promise<boolean> {
  await render(input);
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await render(input);
    durations.push(performance.now() - started);
  }
  const medianMs = median(durations);
  console.log(
    `report-render audhd, ${label}: median ${medianMs.toFixed(0)} ms, p95 ${percentile(durations, 0.95).toFixed(0)} ms over ${runs} runs (budget ${BUDGET_MS} ms)`,
  );
  return medianMs <= BUDGET_MS;
}

const isThreadWithin = await timeRenders('on this thread', renderReportFiles);
const pool = createReportRenderPool({ size: 1, idleMs: 60_000 });
const isPoolWithin = await timeRenders('in the render pool', pool.render).finally(() => pool.close());
process.exitCode = isThreadWithin && isPoolWithin ? 0 : 1;
