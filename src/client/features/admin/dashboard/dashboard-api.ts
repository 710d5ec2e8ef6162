import type { Dashboard } from '../../../../domain/admin-dashboard.ts';
import { adminGet, type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';

/**
 * The charts on the health monitor's overview. A 401 says what the page's health call says, since both end the
 * session together and only the first one is shown.
 */
const DASHBOARD_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (response) => `Failed to load the dashboard figures: ${response.status}`,
};

export function fetchDashboard(days: number, signal?: AbortSignal): Promise<Dashboard> {
  return adminGet(`/api/admin/dashboard?days=${days}`, DASHBOARD_MESSAGES, signal);
}
