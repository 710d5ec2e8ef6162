import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthReportSchema,
  scheduledHealthQuerySchema,
  scheduledHealthReportSchema,
} from '../../../domain/health.ts';
import { checkHealth, type HealthDeps } from './health-report.ts';
import { notifyAdminOfServices } from './notifications.ts';

/** Admin only (inside the admin guard): `GET /health` and `GET /health/scheduled?notify=true`. */
export async function healthRoutes(
  app: FastifyInstance,
  deps: Omit<HealthDeps, 'db' | 'logger'>,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const health = () => checkHealth({ ...deps, db: app.db, logger: app.log });

  routes.get('/health', { schema: { response: { 200: healthReportSchema } } }, async () => health());

  routes.get(
    '/health/scheduled',
    { schema: { querystring: scheduledHealthQuerySchema, response: { 200: scheduledHealthReportSchema } } },
    async (request) => {
      const report = await health();
      const notifications = request.query.notify
        ? await notifyAdminOfServices({ db: app.db, adminEmail: app.config.admin.email, report })
        : { sent: false, count: 0, recipient: app.config.admin.email ?? null };
      return {
        ...report,
        notifications,
        notificationsSent: notifications.count,
        adminNotifications: notifications,
      };
    },
  );
}
