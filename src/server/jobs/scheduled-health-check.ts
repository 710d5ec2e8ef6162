import { checkHealth, type HealthDeps } from '../features/health/health-report.ts';
import { notifyAdminOfServices } from '../features/health/notifications.ts';

const HEALTH_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The app checks itself every few minutes and tells the admin about services that are not up (throttled in the
 * database, so several instances doing this still send one message per service status per hour).
 */
export function startScheduledHealthCheck(
  deps: HealthDeps & {
    adminEmail: string | undefined;
    intervalMs?: number;
    onError: (error: unknown) => void;
  },
): { stop(): void } {
  const timer = setInterval(() => {
    checkHealth(deps)
      .then((report) => notifyAdminOfServices({ db: deps.db, adminEmail: deps.adminEmail, report }))
      .catch(deps.onError);
  }, deps.intervalMs ?? HEALTH_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
