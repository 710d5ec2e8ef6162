import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../domain/admin-dashboard.ts';
import { loadDashboard } from './load-dashboard.ts';

/** Admin only (registered inside the admin guard): the figures behind the health monitor's charts. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
      async (request) => loadDashboard({ db: app.db, days: request.query.days }),
    );
}
