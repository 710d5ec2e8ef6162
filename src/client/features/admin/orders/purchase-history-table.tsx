import { useQuery } from '@tanstack/react-query';
import type { PaymentRecord } from '../../../../domain/admin-orders.ts';
import {
  AdminTable,
  CELL,
  ColumnHeader,
  MessageRow,
  SkeletonRows,
} from '../../../components/ui/data-table.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { DeliveryStatusBadge } from '../shell/status-badge.tsx';
import { CustomerCell, DateCell } from './order-cells.tsx';
import { fetchPayments, PURCHASE_HISTORY_MESSAGES } from './orders-api.ts';

export const PURCHASE_HISTORY_KEY = [ADMIN_DATA, 'payments', 'history'] as const;
const COLUMNS = 4;

export function usePurchaseHistory() {
  return useQuery<PaymentRecord[]>(
    {
      queryKey: PURCHASE_HISTORY_KEY,
      queryFn: ({ signal }) => fetchPayments(PURCHASE_HISTORY_MESSAGES, signal),
      refetchOnMount: 'always',
    },
    queryClient,
  );
}

const ORDER_TYPE_LABELS: Record<string, string> = { paid: 'Paid', free: 'Free' };

/** Spec section 2, Purchase History: Date (date and time), Customer, Type, Delivery Status. */
export function PurchaseHistoryTable({ caption }: { caption: string }) {
  const history = usePurchaseHistory();
  const { data, error, isPending } = history;
  return (
    <AdminTable
      caption={caption}
      isBusy={history.isFetching}
      head={
        <>
          <ColumnHeader>Date</ColumnHeader>
          <ColumnHeader>Customer</ColumnHeader>
          <ColumnHeader>Type</ColumnHeader>
          <ColumnHeader>Delivery Status</ColumnHeader>
        </>
      }
    >
      {isPending && !error ? <SkeletonRows columns={COLUMNS} label="Loading purchases..." /> : null}
      {error ? (
        <MessageRow columns={COLUMNS} isError>
          {error.message}
        </MessageRow>
      ) : null}
      {data?.length === 0 ? <MessageRow columns={COLUMNS}>No payment records found</MessageRow> : null}
      {data?.map((record) => (
        <tr key={record.id}>
          <td className={CELL}>
            <DateCell record={record} />
          </td>
          <td className={CELL}>
            <CustomerCell record={record} fallback="Unknown" />
          </td>
          <td className={CELL}>{ORDER_TYPE_LABELS[record.orderType] ?? record.orderType}</td>
          <td className={CELL}>
            <DeliveryStatusBadge status={record.emailStatus} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
