import { defineContract } from '../api/contract.ts';
import type { dashboardQuerySchema, dashboardSchema } from './dashboard.ts';

/** The figures behind the health monitor's charts, for the last `days` days. */
export const dashboardContract = defineContract<{
  query: typeof dashboardQuerySchema;
  response: typeof dashboardSchema;
}>('GET', '/api/admin/dashboard');
