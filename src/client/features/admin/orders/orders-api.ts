import { ordersContract, paymentsContract } from '../../../../domain/admin-orders/contracts.ts';
import type { OrderFilter } from '../../../../domain/admin-orders/schemas.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

/** The Payments tab of the health monitor; the login page says the health monitor's words after a 401. */
const PAYMENTS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to view payment history.',
  sessionEnded: SESSION_ENDED,
  failed: (error) => `Failed to fetch payment history: ${error.status}`,
};

/** Where the purchase history is shown: its own page, or the section below the health monitor's tabs. */
export type PurchaseHistoryPlace = 'own page' | 'health monitor';

/**
 * The purchase history table's texts. What the login page says after a 401 follows the page the person was on:
 * below the health monitor it says what the health monitor's own calls say, whichever of them answers first.
 */
function purchaseHistoryMessages(place: PurchaseHistoryPlace): CallMessages {
  return {
    unauthorized: 'Authentication required.',
    sessionEnded:
      place === 'own page' ? 'Please login with admin credentials to view payment history' : SESSION_ENDED,
    failed: () => 'Failed to fetch payment history.',
  };
}

const ORDERS_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please log in as an administrator.',
  failed: (error) => `Failed to fetch orders: ${error.statusText || error.status}`,
};

const PAYMENTS_KEY = [ADMIN_DATA, 'payments', 'monitor'] as const;
const PURCHASE_HISTORY_KEY = [ADMIN_DATA, 'payments', 'history'] as const;

/** The health monitor's Payments tab: fetched when the tab is opened, kept while the page is open. */
export function usePayments() {
  return useAdminQuery(PAYMENTS_KEY, paymentsContract, {}, { messages: PAYMENTS_MESSAGES });
}

/** The purchase history: fetched afresh whenever the table is shown. */
export function usePurchaseHistory(place: PurchaseHistoryPlace) {
  return useAdminQuery(
    PURCHASE_HISTORY_KEY,
    paymentsContract,
    {},
    {
      messages: purchaseHistoryMessages(place),
      refetchOnMount: 'always',
    },
  );
}

export function useOrders(status: OrderFilter) {
  return useAdminQuery(
    [ADMIN_DATA, 'orders', status],
    ordersContract,
    { query: { status } },
    {
      messages: ORDERS_MESSAGES,
      refetchOnMount: 'always',
      select: (reply) => reply.orders,
    },
  );
}

/** FREE_ORDER_CODE's uses and expiry, from the All tab's reply (the same query, so no second call). */
export function useFreeOrderCodeStatus() {
  return useAdminQuery(
    [ADMIN_DATA, 'orders', 'all'],
    ordersContract,
    { query: { status: 'all' } },
    { messages: ORDERS_MESSAGES, refetchOnMount: 'always', select: (reply) => reply.freeOrderCode },
  );
}
