import { useQuery } from '@tanstack/react-query';
import { healthContract, scheduledHealthContract } from '../../../../domain/health/contracts.ts';
import type { ScheduledHealthReport } from '../../../../domain/health/health-report.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, callAdminApi, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

/** The health monitor refreshes its data every 60 seconds while it is open. */
const HEALTH_REFRESH_MS = 60_000;
const HEALTH_KEY = [ADMIN_DATA, 'health'] as const;
export const NOTIFICATION_SETTINGS_KEY = [ADMIN_DATA, 'health', 'notification-settings'] as const;

const HEALTH_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (error) => `Health check failed with status ${error.status}`,
};

const NOTIFY_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to send notifications.',
  failed: (error) => `Failed to trigger notifications: ${error.status}`,
};

/**
 * The health report, on load, on refetch and every HEALTH_REFRESH_MS; `onReport` hears each answer (the page
 * announces it). The interval joins a check that is still running instead of starting another, so refreshes
 * never pile up.
 */
export function useHealth() {
  return useQuery(
    {
      queryKey: HEALTH_KEY,
      queryFn: async ({ signal }) => {
        return callAdminApi(healthContract, {}, { signal, messages: HEALTH_MESSAGES });
      },
      refetchOnMount: 'always',
      refetchInterval: HEALTH_REFRESH_MS,
    },
    queryClient,
  );
}

/** The scheduled check without sending anything: it names the address notifications go to. */
export function useNotificationSettings({ enabled }: { enabled: boolean }) {
  return useAdminQuery(
    NOTIFICATION_SETTINGS_KEY,
    scheduledHealthContract,
    { query: {} },
    {
      messages: HEALTH_MESSAGES,
      enabled,
    },
  );
}

/** Runs the checks and mails the admin about every service that is not up (throttled on the server). */
export function triggerNotifications(): Promise<ScheduledHealthReport> {
  return callAdminApi(scheduledHealthContract, { query: { notify: 'true' } }, { messages: NOTIFY_MESSAGES });
}
