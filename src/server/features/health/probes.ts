import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceHealth } from '../../../domain/health/health-report.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import { describeError } from '../../lib/log-serializers.ts';

const SLOW_DATABASE_MS = 500;
/** Mail older than this still waiting means delivery is stuck. */
const BACKLOG_AGE_MS = 10 * 60 * 1000;
const EVENT_LOOP_DELAY_LIMIT_MS = 200;
const HEAP_USE_LIMIT = 0.9;

async function timed(
  probe: () => Promise<Omit<ServiceHealth, 'responseTime' | 'lastChecked'>>,
): Promise<ServiceHealth> {
  const started = performance.now();
  let result: Omit<ServiceHealth, 'responseTime' | 'lastChecked'>;
  try {
    result = await probe();
  } catch (error) {
    result = { status: 'down', details: { error: describeError(error) } };
  }
  return {
    ...result,
    responseTime: Math.round(performance.now() - started),
    lastChecked: new Date().toISOString(),
  };
}

/** A real round trip to the database. */
export function probeDatabase(db: Database, kind: string): Promise<ServiceHealth> {
  return timed(async () => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    const roundTripMs = Math.round(performance.now() - started);
    return {
      status: roundTripMs > SLOW_DATABASE_MS ? 'degraded' : 'up',
      details: { kind, roundTripMs, slowThresholdMs: SLOW_DATABASE_MS },
    };
  });
}

/** The provider can take mail, and the outbox is neither stuck nor failing. */
export function probeEmail(
  db: Database,
  provider: EmailProvider | undefined,
  now = new Date(),
): Promise<ServiceHealth> {
  return timed(async () => {
    if (!provider)
      return { status: 'down', details: { provider: 'none', error: 'No e-mail provider is configured.' } };
    const verified = await provider.verify();
    const [backlog] = await db
      .select({ total: count() })
      .from(outbox)
      .where(
        and(eq(outbox.status, 'pending'), lt(outbox.createdAt, new Date(now.getTime() - BACKLOG_AGE_MS))),
      );
    const [failures] = await db
      .select({ total: count() })
      .from(outbox)
      .where(
        and(eq(outbox.status, 'failed'), gt(outbox.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))),
      );
    const stuck = backlog?.total ?? 0;
    const failed = failures?.total ?? 0;
    return {
      status: !verified.ok ? 'down' : stuck > 0 || failed > 0 ? 'degraded' : 'up',
      details: {
        provider: provider.name,
        check: verified.details,
        backlogOlderThan10Minutes: stuck,
        failedLast24Hours: failed,
      },
    };
  });
}

/** Event-loop delay and memory of this process. */
export function probeServer(
  histogram: Pick<IntervalHistogram, 'percentile' | 'reset'>,
  delayLimitMs = EVENT_LOOP_DELAY_LIMIT_MS,
): Promise<ServiceHealth> {
  return timed(async () => {
    const p99Ms = Math.round(histogram.percentile(99) / 1e6);
    const memory = process.memoryUsage();
    const heapLimit = getHeapStatistics().heap_size_limit;
    const heapUse = memory.heapUsed / heapLimit;
    histogram.reset();
    return {
      status: p99Ms > delayLimitMs || heapUse > HEAP_USE_LIMIT ? 'degraded' : 'up',
      details: {
        eventLoopDelayP99Ms: p99Ms,
        eventLoopDelayLimitMs: delayLimitMs,
        rssMb: Math.round(memory.rss / 1024 / 1024),
        heapUsedMb: Math.round(memory.heapUsed / 1024 / 1024),
        heapUsedPercent: Math.round(heapUse * 100),
        nodeVersion: process.version,
      },
    };
  });
}

/** The log sink accepts a write. */
export function probeLogging(logger: FastifyBaseLogger): Promise<ServiceHealth> {
  return timed(async () => {
    logger.info({ probe: 'health' }, 'health probe');
    const isWritable = process.stdout.writable;
    return {
      status: isWritable ? 'up' : 'down',
      details: { level: logger.level, sink: 'stdout', writable: isWritable },
    };
  });
}

/** Started once per process: the server probe reads the delay seen since the last check. */
export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return histogram;
}
