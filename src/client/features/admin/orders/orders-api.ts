import { useQuery } from '@tanstack/react-query';
import { ordersContract, paymentsContract } from '../../../../domain/admin-orders-contracts.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, callAdminApi } from '../shell/admin-call.ts';

/** The Payments tab of the health monitor. */
const PAYMENTS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to view payment history.',
  failed: (error) => `Failed to fetch payment history: ${error.status}`,
};

/** The purchase history table (its own page, and the section below the health monitor's tabs). */
const PURCHASE_HISTORY_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required.',
  sessionEnded: 'Please login with admin credentials to view payment history',
  failed: () => 'Failed to fetch payment history.',
};

const ORDERS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please log in as an administrator.',
  failed: (error) => `Failed to fetch orders: ${error.statusText || error.status}`,
};

const PAYMENTS_KEY = [ADMIN_DATA, 'payments', 'monitor'] as const;
const PURCHASE_HISTORY_KEY = [ADMIN_DATA, 'payments', 'history'] as const;

const ORDER_TABS = ['all', 'completed', 'pending'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The health monitor's Payments tab: fetched when the tab is opened, kept while the page is open. */
export function usePayments() {
  return useQuery(
    {
      queryKey: PAYMENTS_KEY,
      queryFn: ({ signal }) => callAdminApi(paymentsContract, {}, { signal, messages: PAYMENTS_MESSAGES }),
    },
    queryClient,
  );
}

/** The purchase history: fetched afresh whenever the table is shown. */
export function usePurchaseHistory() {
  return useQuery(
    {
      queryKey: PURCHASE_HISTORY_KEY,
      queryFn: ({ signal }) =>
        callAdminApi(paymentsContract, {}, { signal, messages: PURCHASE_HISTORY_MESSAGES }),
      refetchOnMount: 'always',
    },
    queryClient,
  );
}

export function useOrders(status: OrderTab) {
  return useQuery(
    {
      queryKey: [ADMIN_DATA, 'orders', status],
      queryFn: async ({ signal }) => {
        const { orders } = await callAdminApi(
          ordersContract,
          { query: { status } },
          { signal, messages: ORDERS_MESSAGES },
        );
        return orders;
      },
      refetchOnMount: 'always',
    },
    queryClient,
  );
}
