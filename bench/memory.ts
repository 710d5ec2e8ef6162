/**
 * `npm run bench:memory` (part of `npm run bench`): the resident memory (RSS) of one compiled server in production
 * mode, as a container's limit sees it: idle after start, after 5,000 mixed requests, along 50 report renders (50
 * reports bought at once, each PDF rendered by the outbox in a worker thread and sent to a local SMTP stand-in),
 * and once the report worker has idled out; the peak is sampled every 250 ms while reports render. PostgreSQL when DATABASE_URL
 * is set (as in production), else the embedded database, which lives in the same process and so counts too. Exits 1
 * when any figure, the peak included, is over the budget.
 *   BENCH_PORT                                        the server's port (default 5658; the SMTP stand-in uses the next)
 *   REPORT_RENDER_WORKERS, REPORT_WORKER_IDLE_SECONDS passed to the server (compare settings)
 *   BENCH_APP_DIR                                     another built checkout to measure (an earlier commit)
 */
import { readFileSync } from 'node:fs';
import { PAGE_ROUTES } from '../src/domain/pages/page-routes.ts';
import { prerenderedPathsOf } from '../src/domain/pages/route-serving.ts';
import { createLoadClient } from '../tests/load/journeys.ts';
import { createLoadDatabase } from '../tests/load/load-database.ts';
import { waitUntil } from '../tests/load/scenario.ts';
import { startSmtpStandIn } from '../tests/load/smtp-stand-in.ts';
import { createTally } from '../tests/load/tally.ts';
import { startApp } from '../tests/support/app-process.ts';

const BUDGET_MB = 250;
const REQUESTS = 5000;
const RENDERS = 50;
const CONCURRENCY = 20;
const PORT = Number(process.env.BENCH_PORT ?? 5658);
/** The server's default; the wait for the worker to end is this plus a margin. */
const WORKER_IDLE_SECONDS = Number(process.env.REPORT_WORKER_IDLE_SECONDS ?? 60);

const PAGES = prerenderedPathsOf(PAGE_ROUTES);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` calls of `call`, `concurrency` at a time. */
async function inParallel(
  count: number,
  call: (index: number) => Promise<unknown>,
  concurrency = CONCURRENCY,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < count; index = next++) await call(index);
    }),
  );
}

const database = await createLoadDatabase();
const smtp = await startSmtpStandIn(PORT + 1);
const app = await startApp({
  port: PORT,
  cwd: process.env.BENCH_APP_DIR ?? process.cwd(),
  env: {
    ...database.appEnv(),
    PAYMENTS_PROVIDER: 'test',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    // 50 test-provider orders from one address to 50 mailboxes: over the daily limits that guard free reports.
    FREE_ORDERS_PER_VISITOR_PER_DAY: '1000000',
    FREE_ORDERS_PER_ADDRESS_PER_DAY: '1000000',
    REPORT_EMAILS_PER_MAILBOX_PER_DAY: '1000000',
  },
});
let isOverBudget = false;
try {
  await sleep(3000);
  const idle = rssMb(app.pid);

  // Mixed: a third prerendered pages, the rest visitors finishing an assessment (three API calls each).
  const tally = createTally();
  const client = createLoadClient(app.url, tally);
  await inParallel(REQUESTS, async (index) => {
    if (tally.outcomes.length >= REQUESTS) return;
    if (index % 3 === 0) {
      const page = PAGES[index % PAGES.length] ?? '/';
      const response = await fetch(`${app.url}${page}`);
      await response.arrayBuffer();
      tally.record({
        at: Date.now(),
        ms: 0,
        call: `GET ${page}`,
        status: response.status,
        isJsonError: true,
      });
    } else {
      await client.finishAssessment();
    }
  });
  const failed = tally.outcomes.filter((outcome) => outcome.status >= 400 || outcome.status === 0).length;
  await sleep(2000);
  const afterRequests = rssMb(app.pid);

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 250);
  const alongRenders: number[] = [];
  // Every report bought at once: the renders queue behind the worker, as after a burst of sales.
  const bought = inParallel(RENDERS, (index) => client.buyReport(`memory-${index}@bench.test`), RENDERS);
  for (let tenth = 1; tenth <= RENDERS / 10; tenth++) {
    await waitUntil(() => new Set(smtp.accepted).size >= tenth * 10, 300_000);
    alongRenders.push(rssMb(app.pid));
  }
  await bought;
  clearInterval(sampler);
  const rendered = new Set(smtp.accepted).size;

  await sleep((WORKER_IDLE_SECONDS + 5) * 1000);
  const settled = rssMb(app.pid);

  isOverBudget = [idle, afterRequests, peak, settled].some((mb) => mb > BUDGET_MB);
  console.log(
    `memory [${database.kind}, RSS]: idle ${idle} MB; after ${tally.outcomes.length} mixed requests ` +
      `(${failed} failed) ${afterRequests} MB; along ${rendered} report renders ${alongRenders.join(' / ')} MB ` +
      `(peak ${peak} MB); ${WORKER_IDLE_SECONDS + 5} s later ${settled} MB (budget ${BUDGET_MB} MB at every moment)`,
  );
  if (rendered < RENDERS) {
    console.log(
      `only ${rendered} of ${RENDERS} reports were sent: the figures along the renders do not count`,
    );
    isOverBudget = true;
  }
} finally {
  await app.stop();
  await smtp.close();
  await database.drop();
}
process.exitCode = isOverBudget ? 1 : 0;
