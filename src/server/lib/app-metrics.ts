import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the database at each scrape, not counted in memory: every instance sees the same. */
export type DatabaseFigures = {
  outbox(): Promise<{ depth: number; oldestUnsentAgeSeconds: number }>;
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
}: {
  database: DatabaseFigures;
  poolUse: (() => { total: number; idle: number; waiting: number }) | undefined;
  withProcessMetrics: boolean;
}): AppMetrics {
  const registry = new Registry();
  if (withProcessMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const outboxDepth = new Gauge({
    name: 'traitscope_outbox_depth',
    help: 'E-mails waiting in the outbox (pending or being sent)',
    registers,
    async collect() {
      const figures = await database.outbox().catch(() => undefined);
      if (figures) outboxDepth.set(figures.depth);
    },
  });
  const outboxAge = new Gauge({
    name: 'traitscope_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest e-mail not yet sent (0 when none waits)',
    registers,
    async collect() {
      const figures = await database.outbox().catch(() => undefined);
      if (figures) outboxAge.set(figures.oldestUnsentAgeSeconds);
    },
  });

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

  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    emailSends: new Counter({
      name: 'traitscope_email_sends_total',
      help: 'E-mails the provider accepted',
      labelNames: ['provider'],
      registers,
    }),
    emailFailures: new Counter({
      name: 'traitscope_email_failures_total',
      help: 'E-mail attempts that failed (retryable: tried again later)',
      labelNames: ['provider', 'retryable'],
      registers,
    }),
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
