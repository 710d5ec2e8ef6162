import type { FastifyBaseLogger } from 'fastify';
import type { RetentionPeriods } from '../../domain/your-data/retention.ts';
import type { Database } from '../db/client.ts';
import { applyRetention } from '../features/your-data/apply-retention.ts';

const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Applies the retention periods once at start and then every hour, so nothing outlives its period by more than
 * an hour. Several instances may run it at once: each step only changes rows that still need it.
 */
export function startScheduledRetention(deps: {
  db: Database;
  periods: RetentionPeriods;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= applyRetention({ db: deps.db, periods: deps.periods })
      .then((outcome) => deps.logger.info({ retention: outcome }, 'retention applied'))
      .catch(deps.onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
