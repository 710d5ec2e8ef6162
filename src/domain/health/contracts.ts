import { defineContract } from '../api/contract.ts';
import type {
  healthReportSchema,
  healthzSchema,
  scheduledHealthQuerySchema,
  scheduledHealthReportSchema,
} from './health-report.ts';

/** Liveness: 200 whenever the process answers at all; a database outage never fails it (no restart loop). */
export const livezContract = defineContract<{ response: typeof healthzSchema }>('GET', '/livez');

/**
 * Readiness, for load balancers: 200 while the instance can serve; 503 while its database cannot be reached or
 * while it drains before shutting down. No details.
 */
export const readyzContract = defineContract<{ response: typeof healthzSchema }>('GET', '/readyz');

/** The readiness probe under its older name, for monitors set up before /readyz existed. */
export const healthzContract = defineContract<{ response: typeof healthzSchema }>('GET', '/healthz');

/** The health monitor: every service's state, for staff only. */
export const healthContract = defineContract<{ response: typeof healthReportSchema }>('GET', '/health', {
  audience: 'admin',
});

/**
 * The scheduled check: the same report and where notifications go; with `notify=true` it also mails staff about
 * every service that is not up (throttled on the server).
 */
export const scheduledHealthContract = defineContract<{
  query: typeof scheduledHealthQuerySchema;
  response: typeof scheduledHealthReportSchema;
}>('GET', '/health/scheduled', { audience: 'admin' });
