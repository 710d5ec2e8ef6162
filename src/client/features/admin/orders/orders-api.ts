import type { PaymentRecord } from '../../../../domain/admin-orders.ts';
import { adminGet, type CallMessages } from '../shell/admin-call.ts';

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
