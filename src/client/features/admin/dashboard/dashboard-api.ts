import { dashboardContract } from '../../../../domain/admin-dashboard/contracts.ts';
import { DASHBOARD_DEFAULT_DAYS } from '../../../../domain/admin-dashboard/dashboard.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

/**
 * The charts on the health monitor's overview. A 401 says what the page's health call says, since both end the
 * session together and only the first one is shown.
 */
const DASHBOARD_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (error) => `Failed to load the dashboard figures: ${error.status}`,
};

export const DASHBOARD_KEY = [ADMIN_DATA, 'dashboard'] as const;

/** The last DASHBOARD_DEFAULT_DAYS days' figures, fetched afresh whenever the overview is shown. */
export function useDashboard() {
  return useAdminQuery(
    DASHBOARD_KEY,
    dashboardContract,
    { query: { days: DASHBOARD_DEFAULT_DAYS } },
    {
      messages: DASHBOARD_MESSAGES,
      refetchOnMount: 'always',
    },
  );
}
