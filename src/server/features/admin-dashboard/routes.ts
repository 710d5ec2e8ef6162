import type { FastifyInstance } from 'fastify';
import { dashboardContract } from '../../../domain/admin-dashboard/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { loadDashboard } from './load-dashboard.ts';

/** Admin only (registered inside the admin guard): the figures behind the health monitor's charts. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  routeFromContract(app, dashboardContract, {}, async (request) =>
    loadDashboard({ db: app.db, days: request.query.days }),
  );
}
