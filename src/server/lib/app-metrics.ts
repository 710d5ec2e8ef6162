import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { EMAIL_PROVIDER_NAMES } from '../integrations/email/provider.ts';

type OutboxFigures = {
  /** Pending or being sent. */
  depth: number;
  /** Since the oldest of those was created. */
  oldestUnsentAgeSeconds: number;
  /** Given up on: status `failed`. */
  failed: number;
  /** Since the oldest pending row became due (its next attempt's time), without being picked up. */
  oldestWaitingAgeSeconds: number;
};

/** What the metrics read from the database at each scrape, not counted in memory: every instance sees the same. */
export type DatabaseFigures = {
  outbox(): Promise<OutboxFigures>;
  ordersByStatus(): Promise<{ status: string; total: number }[]>;
};

export type AppMetrics = {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  emailSends: Counter<'provider'>;
  emailFailures: Counter<'provider' | 'retryable'>;
  reportRenderDuration: Histogram;
  /** 1 while rate limits count in Redis, shared by every instance; 0 while each instance counts alone. */
  rateLimitShared: Gauge;
};

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's metrics, in a registry of their own (several apps run side by side in the tests). Figures that live
 * in the database are read when Prometheus scrapes; a scrape while the database is away leaves them as they
 * were. Process metrics (memory, CPU, event-loop lag, GC) only when `withProcessMetrics`: they start monitors.
 */
export function createAppMetrics({
  database,
  poolUse,
  withProcessMetrics,
  build,
}: {
  database: DatabaseFigures;
  poolUse: (() => { total: number; idle: number; waiting: number }) | undefined;
  withProcessMetrics: boolean;
  /** Shown as the labels of `traitscope_build_info`. */
  build: { version: string; commit: string; node: string };
}): AppMetrics {
  const registry = new Registry();
  if (withProcessMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({
    name: 'traitscope_build_info',
    help: 'Always 1; the labels name the running version, its commit (GIT_COMMIT) and Node.js',
    labelNames: ['version', 'commit', 'node'],
    registers,
  }).set(build, 1);

  // The outbox's gauges come from one query per scrape: they collect at the same time and share it.
  const outboxFigures = sharedWhileRunning(() => database.outbox());
  const outboxGauge = (name: string, help: string, figure: keyof OutboxFigures) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      async collect() {
        const figures = await outboxFigures().catch(() => undefined);
        if (figures) gauge.set(figures[figure]);
      },
    });
  };
  outboxGauge('traitscope_outbox_depth', 'E-mails waiting in the outbox (pending or being sent)', 'depth');
  outboxGauge(
    'traitscope_outbox_oldest_unsent_age_seconds',
    'Age of the oldest e-mail not yet sent (0 when none waits)',
    'oldestUnsentAgeSeconds',
  );
  outboxGauge(
    'traitscope_outbox_oldest_waiting_age_seconds',
    'Seconds the oldest pending e-mail has been due without being picked up (0 when none is due)',
    'oldestWaitingAgeSeconds',
  );
  outboxGauge('traitscope_outbox_failed', 'E-mails the outbox gave up on (status failed)', 'failed');

  const orders = new Gauge({
    name: 'traitscope_orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers,
    async collect() {
      const byStatus = await database.ordersByStatus().catch(() => undefined);
      if (!byStatus) return;
      orders.reset();
      for (const { status, total } of byStatus) orders.set({ status }, total);
    },
  });

  if (poolUse) {
    const pool = new Gauge({
      name: 'traitscope_database_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        pool.set({ state: 'total' }, use.total);
        pool.set({ state: 'idle' }, use.idle);
        pool.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const emailSends = new Counter({
    name: 'traitscope_email_sends_total',
    help: 'E-mails the provider accepted',
    labelNames: ['provider'],
    registers,
  });
  const emailFailures = new Counter({
    name: 'traitscope_email_failures_total',
    help: 'E-mail attempts that failed (retryable: tried again later)',
    labelNames: ['provider', 'retryable'],
    registers,
  });
  // Every series from the start, at 0: a rate or an increase over a series that appears only with its first
  // failure misses that failure, and an alert cannot tell "none yet" from "not scraped".
  for (const provider of EMAIL_PROVIDER_NAMES) {
    emailSends.inc({ provider }, 0);
    for (const retryable of ['true', 'false']) emailFailures.inc({ provider, retryable }, 0);
  }

  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    emailSends,
    emailFailures,
    reportRenderDuration: new Histogram({
      name: 'traitscope_report_render_duration_seconds',
      help: 'Complete Report PDF renders',
      buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32],
      registers,
    }),
    rateLimitShared: new Gauge({
      name: 'traitscope_rate_limit_shared',
      help: '1 while rate limits are counted in Redis across instances, 0 while this instance counts alone',
      registers,
    }),
  };
}

/** Calls made while one is running get its promise; the next call after it settles starts afresh. */
function sharedWhileRunning<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= load().finally(() => {
      running = undefined;
    });
    return running;
  };
}
