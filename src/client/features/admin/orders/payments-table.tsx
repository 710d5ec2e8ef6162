import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
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
import { DeliveryStatusBadge, PaymentStatusBadge } from '../shell/status-badge.tsx';
import { AmountCell, CustomerCell, DateCell } from './order-cells.tsx';
import { fetchPayments, PAYMENTS_MESSAGES } from './orders-api.ts';

export const PAYMENTS_KEY = [ADMIN_DATA, 'payments', 'monitor'] as const;
const COLUMNS = 7;

/** The health monitor's Payments tab; fetched when the tab is opened (spec section 4). */
export function PaymentsTable() {
  const payments = useQuery<PaymentRecord[]>(
    {
      queryKey: PAYMENTS_KEY,
      queryFn: ({ signal }) => fetchPayments(PAYMENTS_MESSAGES, signal),
    },
    queryClient,
  );
  const { data, error, isPending } = payments;
  return (
    <AdminTable
      caption="Payments"
      isBusy={payments.isFetching}
      head={
        <>
          <ColumnHeader>ID</ColumnHeader>
          <ColumnHeader>Date</ColumnHeader>
          <ColumnHeader>Customer</ColumnHeader>
          <ColumnHeader>Amount</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader>Email</ColumnHeader>
          <ColumnHeader>Provider</ColumnHeader>
        </>
      }
    >
      {isPending && !error ? <SkeletonRows columns={COLUMNS} label="Loading payments..." /> : null}
      {error ? (
        <MessageRow columns={COLUMNS} isError>
          {error.message}
        </MessageRow>
      ) : null}
      {data?.length === 0 ? <MessageRow columns={COLUMNS}>No payment records found</MessageRow> : null}
      {data?.map((record) => (
        <tr key={record.id}>
          <th scope="row" className={`${CELL} text-left font-mono font-medium`}>
            {record.id}
          </th>
          <td className={CELL}>
            <DateCell record={record} />
          </td>
          <td className={CELL}>
            <CustomerCell record={record} fallback="Unknown" />
          </td>
          <td className={CELL}>
            <AmountCell record={record} />
          </td>
          <td className={CELL}>
            <PaymentStatusBadge status={record.status} />
          </td>
          <td className={CELL}>
            <DeliveryStatusBadge status={record.emailStatus} />
          </td>
          <td className={CELL}>
            {record.providerDashboardUrl ? (
              <a
                href={record.providerDashboardUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand underline"
              >
                Stripe dashboard
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(payment {record.id}, opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-muted">{PROVIDER_LABELS[record.provider] ?? record.provider}</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe',
  test: 'Test provider',
  free: 'Free order',
};
