import { ExternalLink } from 'lucide-react';
import { Cell, DataTable, RowHeader } from '../../../components/ui/data-table.tsx';
import { tableStateOf } from '../shell/query-table.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../shell/status-badge.tsx';
import { AmountCell, CustomerCell, DateCell } from './order-cells.tsx';
import { usePayments } from './orders-api.ts';

/** The health monitor's Payments tab; fetched only when the tab is opened. */
export function PaymentsTable() {
  const payments = usePayments();
  return (
    <DataTable
      caption="Payments"
      {...tableStateOf(payments)}
      columns={['ID', 'Date', 'Customer', 'Amount', 'Status', 'Email', 'Provider']}
      loadingLabel="Loading payments..."
      empty="No payment records found"
      renderRow={(record) => (
        <tr key={record.id}>
          <RowHeader className="font-mono">{record.id}</RowHeader>
          <DateCell record={record} />
          <CustomerCell record={record} fallback="Unknown" />
          <AmountCell record={record} />
          <Cell>
            <PaymentStatusBadge status={record.status} />
          </Cell>
          <Cell>
            <DeliveryStatusBadge status={record.emailStatus} />
          </Cell>
          <Cell>
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
          </Cell>
        </tr>
      )}
    />
  );
}

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe',
  test: 'Test provider',
  free: 'Free order',
};
