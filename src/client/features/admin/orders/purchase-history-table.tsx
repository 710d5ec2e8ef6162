import { Cell, DataTable } from '../../../components/ui/data-table.tsx';
import { tableStateOf } from '../shell/query-table.ts';
import { DeliveryStatusBadge } from '../shell/status-badge.tsx';
import { CustomerCell, DateCell } from './order-cells.tsx';
import { type PurchaseHistoryPlace, usePurchaseHistory } from './orders-api.ts';

const ORDER_TYPE_LABELS: Record<string, string> = { paid: 'Paid', free: 'Free' };

/** Every purchase with the delivery of its report e-mail; also shown below the health monitor's tabs. */
export function PurchaseHistoryTable({ caption, place }: { caption: string; place: PurchaseHistoryPlace }) {
  const history = usePurchaseHistory(place);
  return (
    <DataTable
      caption={caption}
      {...tableStateOf(history)}
      columns={['Date', 'Customer', 'Type', 'Delivery Status']}
      loadingLabel="Loading purchases..."
      empty="No payment records found"
      renderRow={(record) => (
        <tr key={record.id}>
          <DateCell record={record} />
          <CustomerCell record={record} fallback="Unknown" />
          <Cell>{ORDER_TYPE_LABELS[record.orderType] ?? record.orderType}</Cell>
          <Cell>
            <DeliveryStatusBadge status={record.emailStatus} />
          </Cell>
        </tr>
      )}
    />
  );
}
