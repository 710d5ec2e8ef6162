import { defineContract } from '../api/contract.ts';

/**
 * Prometheus's scrape, in its text format: only with `Authorization: Bearer <METRICS_TOKEN>` (401 without it);
 * 404 when no token is configured.
 */
export const metricsContract = defineContract('GET', '/metrics');
