import type { IntervalHistogram } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { type HealthReport, overallStatus } from '../../../domain/health/health-report.ts';
import type { Database } from '../../db/client.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import { probeDatabase, probeEmail, probeLogging, probeServer } from './probes.ts';

export type HealthDeps = {
  db: Database;
  databaseKind: string;
  email: EmailProvider;
  logger: FastifyBaseLogger;
  eventLoop: IntervalHistogram;
  /** Event-loop delay (p99) above which the server counts as degraded. */
  eventLoopDelayLimitMs?: number;
  version: string;
  environment: string;
};

/** Runs every probe at once and sums them up: overall status, version, uptime and each service's state. */
export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const [database, email, server, logging] = await Promise.all([
    probeDatabase(deps.db, deps.databaseKind),
    probeEmail(deps.db, deps.email),
    probeServer(deps.eventLoop, deps.eventLoopDelayLimitMs),
    probeLogging(deps.logger),
  ]);
  const services = { database, email, server, logging };
  return {
    status: overallStatus(Object.values(services).map((service) => service.status)),
    version: deps.version,
    environment: deps.environment,
    uptime: Math.floor(process.uptime()),
    timestamp: new Date().toISOString(),
    services,
    notifications: { sent: false, count: 0, recipient: null },
  };
}
