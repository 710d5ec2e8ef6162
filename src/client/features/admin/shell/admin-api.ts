import type { Dashboard } from '../../../../domain/admin-dashboard.ts';
import type { PaymentRecord } from '../../../../domain/admin-orders.ts';
import type { HealthReport, ScheduledHealthReport } from '../../../../domain/health.ts';
import { apiRequest } from '../../../lib/api.ts';
import { endAdminSession } from '../auth/admin-session.ts';

/** What a failed admin call says (spec section 8, Admin area and Payment). */
export type CallMessages = {
  /** Shown where the data would have been when the call answered 401. */
  unauthorized: string;
  /** The 'Authentication Required' toast's text when a 401 ends the session; `unauthorized` if not given. */
  sessionEnded?: string;
  failed: (response: Response) => string;
};

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check the connection and try again.';

export const HEALTH_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin.',
  failed: (response) => `Health check failed with status ${response.status}`,
};

export const NOTIFY_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to send notifications.',
  failed: (response) => `Failed to trigger notifications: ${response.status}`,
};

/**
 * The charts on the health monitor's overview. A 401 says what the page's health call says, since both end the
 * session together and only the first one is shown.
 */
export const DASHBOARD_MESSAGES: CallMessages = {
  unauthorized: HEALTH_MESSAGES.unauthorized,
  failed: (response) => `Failed to load the dashboard figures: ${response.status}`,
};

/** The Payments tab of the health monitor. */
export const PAYMENTS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to view payment history.',
  failed: (response) => `Failed to fetch payment history: ${response.status}`,
};

/** The purchase history table (its own page, and the section below the health monitor's tabs). */
export const PURCHASE_HISTORY_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required.',
  sessionEnded: 'Please login with admin credentials to view payment history',
  failed: () => 'Failed to fetch payment history.',
};

export const ORDERS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please log in as an administrator.',
  failed: (response) => `Failed to fetch orders: ${response.statusText || response.status}`,
};

/** Reads from the admin API. A 401 ends the client's admin session; every failure throws its spec message. */
export async function adminGet<T>(url: string, messages: CallMessages, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401) {
    endAdminSession(messages.sessionEnded ?? messages.unauthorized);
    throw new Error(messages.unauthorized);
  }
  if (!response.ok) throw new Error(messages.failed(response));
  return (await response.json()) as T;
}

export function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  return adminGet('/health', HEALTH_MESSAGES, signal);
}

/** The scheduled check without sending anything: it names the address notifications go to. */
export function fetchNotificationSettings(signal?: AbortSignal): Promise<ScheduledHealthReport> {
  return adminGet('/health/scheduled', HEALTH_MESSAGES, signal);
}

/** Runs the checks and mails the admin about every service that is not up (throttled on the server). */
export function triggerNotifications(): Promise<ScheduledHealthReport> {
  return adminGet('/health/scheduled?notify=true', NOTIFY_MESSAGES);
}

export function fetchDashboard(days: number, signal?: AbortSignal): Promise<Dashboard> {
  return adminGet(`/api/admin/dashboard?days=${days}`, DASHBOARD_MESSAGES, signal);
}

export function fetchPayments(messages: CallMessages, signal?: AbortSignal): Promise<PaymentRecord[]> {
  return adminGet('/api/admin/payments', messages, signal);
}

export const ORDER_TABS = ['all', 'completed', 'pending'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export async function fetchOrders(status: OrderTab, signal?: AbortSignal): Promise<PaymentRecord[]> {
  const body = await adminGet<{ orders: PaymentRecord[] }>(
    `/api/admin/orders?status=${status}`,
    ORDERS_MESSAGES,
    signal,
  );
  return body.orders;
}

/** `POST /admin-login`; the server's message (wrong password, lockout) is the error's text. */
export async function logIn(username: string, password: string): Promise<{ username: string }> {
  const response = await apiRequest('POST', '/admin-login', { username, password });
  return (await response.json()) as { username: string };
}

export async function logOut(): Promise<void> {
  try {
    await apiRequest('POST', '/admin-logout');
  } catch (error) {
    const status = error instanceof Error ? /^(\d{3}):/.exec(error.message)?.[1] : undefined;
    throw new Error(status ? `Logout failed with status ${status}` : NETWORK_ERROR_MESSAGE);
  }
}
