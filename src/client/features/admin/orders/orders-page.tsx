import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderFilter, PaymentRecord } from '../../../../domain/admin-orders/schemas.ts';
import { getAssessment, isAssessmentType } from '../../../../domain/assessments/catalogue.ts';
import { Cell, DataTable, RowHeader } from '../../../components/ui/data-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isSessionEnded } from '../shell/admin-call.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { AdminTabs } from '../shell/admin-tabs.tsx';
import { tableStateOf } from '../shell/query-table.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../shell/status-badge.tsx';
import { StatusLine } from '../shell/status-line.tsx';
import { AmountCell, CustomerCell, DateCell } from './order-cells.tsx';
import { useFreeOrderCodeStatus, useOrders } from './orders-api.ts';

const TAB_LABELS: Record<OrderFilter, string> = {
  all: 'All Orders',
  completed: 'Completed',
  pending: 'Pending',
};

/** Assessment type (its short name when it is one of ours), else the order type, else 'Unknown'. */
export function assessmentLabel(record: PaymentRecord): string {
  if (isAssessmentType(record.assessmentType)) return getAssessment(record.assessmentType).shortName;
  return record.assessmentType || record.orderType || 'Unknown';
}

function OrdersTable({ status }: { status: OrderFilter }) {
  const orders = useOrders(status);
  const { error } = orders;
  // A 401 already said 'Authentication Required' and is on its way to the login page.
  const isProblemShown = error !== null && !isSessionEnded(error);

  return (
    <>
      <StatusLine
        message={
          isProblemShown ? { tone: 'error', title: 'Error Loading Orders', description: error.message } : null
        }
        className="mb-3"
      />
      <DataTable
        caption={TAB_LABELS[status]}
        {...tableStateOf(orders)}
        columns={['Order ID', 'Date', 'Customer', 'Assessment', 'Amount', 'Payment Status', 'Email Status']}
        loadingLabel="Loading orders..."
        empty="No orders found matching the selected filter"
        renderRow={(record) => (
          <tr key={record.id}>
            <RowHeader className="font-mono">#{record.id}</RowHeader>
            <DateCell record={record} />
            <CustomerCell record={record} fallback="Anonymous" />
            <Cell>{assessmentLabel(record)}</Cell>
            <AmountCell record={record} />
            <Cell>
              <PaymentStatusBadge status={record.status} />
            </Cell>
            <Cell>
              <DeliveryStatusBadge status={record.emailStatus} />
            </Cell>
          </tr>
        )}
      />
    </>
  );
}

/** FREE_ORDER_CODE's reach, when one is configured: staff see when it will stop working. */
function FreeOrderCodeNote() {
  const { data } = useFreeOrderCodeStatus();
  if (!data) return null;
  const expiry = data.expiresOn ? `, works until ${data.expiresOn} (UTC)` : ', no expiry date';
  return (
    <p className="mb-4 text-sm text-muted">
      Free-order code: used {data.uses} of {data.maxUses} times{expiry}.
    </p>
  );
}

/** Every order, by tab (all, completed, pending), and what customers' addresses may be used for. */
export default function OrdersPage() {
  usePageTitle('Order Management');
  const [tab, setTab] = useState<OrderFilter>('all');
  return (
    <>
      <AdminPageHeader
        title="Order Management"
        description="Every order, newest first, with its e-mail delivery."
      />
      <FreeOrderCodeNote />
      <AdminTabs<OrderFilter>
        label="Order filter"
        value={tab}
        onValueChange={setTab}
        items={(['all', 'completed', 'pending'] as const).map((value) => ({
          value,
          label: TAB_LABELS[value],
          content: <OrdersTable status={value} />,
        }))}
      />
      <aside
        aria-labelledby="orders-privacy-heading"
        className="mt-8 flex gap-3 rounded-xl border border-line bg-paper p-5 text-sm"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <h2 id="orders-privacy-heading" className="font-semibold">
            Privacy and data policy
          </h2>
          <p className="mt-1 text-muted">
            Customers' e-mail addresses are used only to deliver the report they ordered and to write to them
            about that order, for example to resend a report that did not arrive. They are never sold or
            shared, and never used for marketing unless the customer has agreed to it. Every marketing message
            must offer a way to opt out, and an opt-out is honoured at once. Orders and their e-mail addresses
            are kept for 12 months, as the{' '}
            <Link href="/privacy-policy" className="font-medium text-brand underline">
              privacy policy
            </Link>{' '}
            says.
          </p>
        </div>
      </aside>
    </>
  );
}
