// Median time to render the 30-question audhd Complete Report, the largest of the six.
// Run: node --import tsx bench/report-render.ts [runs]
// Prints one line and exits non-zero when the median is over budget.
import { renderReportPdf } from '../src/server/integrations/report/render-report-pdf.tsx';
import { sampleReportInput } from '../src/server/integrations/report/sample-report.ts';
import { median, percentile } from './statistics.ts';

const BUDGET_MS = 500;
const DEFAULT_RUNS = 20;

const runs = Number.parseInt(process.argv[2] ?? '', 10) || DEFAULT_RUNS;
const input = sampleReportInput('audhd');

// The first render loads and parses the fonts and warms the JIT; a running server pays that once.
await renderReportPdf(input);

const durations: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  await renderReportPdf(input);
  durations.push(performance.now() - started);
}

const medianMs = median(durations);
console.log(
  `report-render audhd: median ${medianMs.toFixed(0)} ms, p95 ${percentile(durations, 0.95).toFixed(0)} ms over ${runs} runs (budget ${BUDGET_MS} ms)`,
);
process.exitCode = medianMs > BUDGET_MS ? 1 : 0;
