import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { productionNodeFlags } from '../../../../tests/support/app-process.ts';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { countPdfPages } from './render-report-pdf.tsx';
import { createReportRenderPool, WORKER_HEAP_LIMITS } from './report-render-pool.ts';
import { sampleReportInput } from './sample-report.ts';

// Starting a worker loads react-pdf and the fonts anew; on a busy machine that takes several seconds.
const SLOW_MS = 120_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the report render pool', () => {
  // One pool for the whole file, so the worker starts cold twice only: once at first, once after it idled. A
  // second of idling is far longer than the step from one test to the next; were it ever passed, the next render
  // would only start a worker again.
  const pool = createReportRenderPool({ size: 1, idleMs: 1_000 });
  afterAll(() => pool.close());

  it(
    'renders the Complete Report in a worker thread',
    async () => {
      const { report, letter } = await pool.render(sampleReportInput('audhd'));
      expect(report.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(countPdfPages(report)).toBeGreaterThan(10);
      expect(countPdfPages(letter)).toBe(1);
    },
    SLOW_MS,
  );

  it(
    'keeps the event loop responsive while a report renders',
    async () => {
      // Warm, so the measured render is the render and not the worker's start-up.
      await pool.render(sampleReportInput('audhd'));
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      // The histogram records a delay only when its timer next fires, so the loop gets a turn on either side.
      await pause(50);
      const started = performance.now();
      await pool.render(sampleReportInput('audhd'));
      const renderMs = performance.now() - started;
      await pause(50);
      delay.disable();
      expect(delay.count).toBeGreaterThan(0);
      // Rendered on this thread, the loop would stand still for the whole render (the largest delay would be the
      // render time). Other processes on a shared machine can still delay a tick now and then, hence a bound
      // relative to the render, not a fixed figure.
      expect(delay.max / 1e6).toBeLessThan(renderMs / 4);
    },
    SLOW_MS,
  );

  it(
    'renders reports queued beyond its size one after another',
    async () => {
      const types: AssessmentType[] = ['adhd', 'spd', 'dyslexia'];
      const pdfs = await Promise.all(
        types.map(async (type) => (await pool.render(sampleReportInput(type))).report),
      );
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
    SLOW_MS,
  );

  it(
    'passes a rendering error back to the caller and stays usable',
    async () => {
      const broken = { ...sampleReportInput('adhd'), assessmentType: 'unknown' as AssessmentType };
      await expect(pool.render(broken)).rejects.toThrow("No assessment in the catalogue for type 'unknown'");
      const pdf = (await pool.render(sampleReportInput('dyspraxia'))).report;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
    SLOW_MS,
  );

  it(
    'ends a worker that idled, and starts a new one for the next report',
    async () => {
      await pool.render(sampleReportInput('adhd'));
      expect(pool.activeWorkers()).toBe(1);
      await vi.waitFor(() => expect(pool.activeWorkers()).toBe(0), { timeout: 10_000, interval: 50 });
      const pdf = (await pool.render(sampleReportInput('spd'))).report;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pool.activeWorkers()).toBe(1);
    },
    SLOW_MS,
  );

  it(
    'renders every queued report when its worker is replaced after its share, never two workers at once',
    async () => {
      const recycling = createReportRenderPool({ size: 1, idleMs: 60_000, rendersPerWorker: 2 });
      let mostWorkers = 0;
      const sampler = setInterval(() => {
        mostWorkers = Math.max(mostWorkers, recycling.activeWorkers());
      }, 5);
      try {
        const types: AssessmentType[] = ['adhd', 'spd', 'dyslexia', 'dyspraxia', 'asd'];
        const pdfs = await Promise.all(
          types.map(async (type) => (await recycling.render(sampleReportInput(type))).report),
        );
        for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(recycling.startedWorkers()).toBe(3);
        expect(mostWorkers).toBe(1);
      } finally {
        clearInterval(sampler);
        await recycling.close();
      }
    },
    SLOW_MS * 2,
  );

  it(
    'writes each report in its own language, handing the place of an idle worker of another language on',
    async () => {
      // One worker at most: the German report waits for the English worker to end.
      const english = await pool.render(sampleReportInput('adhd'));
      const started = pool.startedWorkers();
      const german = await pool.render(sampleReportInput('adhd', { language: 'de' }));
      expect(pool.startedWorkers()).toBe(started + 1);
      expect(pool.activeWorkers()).toBe(1);
      expect(await pdfText(english.report)).toContain(MESSAGES.en.report.sectionTitles.summary);
      const germanText = await pdfText(german.report);
      expect(germanText).toContain(MESSAGES.de.report.sectionTitles.summary);
      expect(germanText).not.toContain(MESSAGES.en.report.sectionTitles.summary);
      expect(await pdfText(german.letter)).toContain(MESSAGES.de['report-letter'].letterOpening);
    },
    SLOW_MS,
  );

  it('refuses reports once closed', async () => {
    const closed = createReportRenderPool({ size: 1, idleMs: 60_000 });
    await closed.close();
    await expect(closed.render(sampleReportInput('adhd'))).rejects.toThrow(
      'the report render pool is closed',
    );
  });
});

describe("the report worker's young generation", () => {
  it('is the same under the production start command as the worker asks for', () => {
    // V8's --max-semi-space-size is process-wide and wins over a worker's resourceLimits, so the flag decides the
    // worker's young generation in production: two semi-spaces of that size.
    const flag = productionNodeFlags().find((arg) => arg.startsWith('--max-semi-space-size='));
    const semiSpaceMb = Number(flag?.split('=')[1]);
    expect(2 * semiSpaceMb).toBe(WORKER_HEAP_LIMITS.maxYoungGenerationSizeMb);
  });
});
