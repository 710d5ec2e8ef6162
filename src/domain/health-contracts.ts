import { defineContract } from './api/contract.ts';
import type {
  healthReportSchema,
  healthzSchema,
  scheduledHealthQuerySchema,
  scheduledHealthReportSchema,
} from './health.ts';

/** For load balancers: 200 while the app can serve, 503 while its database cannot be reached. No details. */
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
