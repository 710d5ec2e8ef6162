import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, dashboardSchema } from '../../../domain/admin-dashboard.ts';
import { dashboardContract } from '../../../domain/admin-dashboard-contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { loadDashboard } from './load-dashboard.ts';

/** Admin only (registered inside the admin guard): the figures behind the health monitor's charts. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  routeFromContract(
    app,
    dashboardContract,
    { query: dashboardQuerySchema, response: dashboardSchema },
    {},
    async (request) => loadDashboard({ db: app.db, days: request.query.days }),
  );
}
