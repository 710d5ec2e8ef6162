import type { FastifyInstance } from 'fastify';
import { healthContract, scheduledHealthContract } from '../../../domain/health/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { checkHealth, type HealthDeps } from './health-report.ts';
import { notifyAdminOfServices } from './notifications.ts';

/** Admin only (inside the admin guard): `GET /health` and `GET /health/scheduled?notify=true`. */
export async function healthRoutes(
  app: FastifyInstance,
  deps: Omit<HealthDeps, 'db' | 'logger'>,
): Promise<void> {
  const health = () => checkHealth({ ...deps, db: app.db, logger: app.log });

  routeFromContract(app, healthContract, {}, async () => health());

  routeFromContract(app, scheduledHealthContract, {}, async (request) => {
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
  });
}
