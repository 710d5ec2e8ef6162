import { Gift } from 'lucide-react';
import type { PaymentRecord } from '../../../../domain/admin-orders/schemas.ts';
import { formatPercent } from '../../../../domain/locale/locale.ts';
import { Cell } from '../../../components/ui/data-table.tsx';
import { Badge } from '../shell/status-badge.tsx';

// The *Cell components are whole table cells (<td>), shared by the orders, payments and purchase history tables.

/** E-mail, or the table's word for no e-mail; the name under it when there is one. */
export function CustomerCell({ record, fallback }: { record: PaymentRecord; fallback: string }) {
  const email = record.userEmail ?? record.email;
  return (
    <Cell>
      <span className={email ? 'break-words' : 'text-muted'}>{email || fallback}</span>
      {record.userName ? <span className="block text-xs text-muted">{record.userName}</span> : null}
    </Cell>
  );
}

/** The discount in whole percent: the stored one, else what the amounts say. */
export function discountPercent(record: PaymentRecord): number | null {
  if (record.originalAmount <= record.amount) return null;
  if (record.discountPercentage !== null) return record.discountPercentage;
  return Math.round((1 - record.amount / record.originalAmount) * 100);
}

/**
 * The amount paid in the record's own currency; when discounted, the percent off, the old price and the code,
 * marked when the code is a referral reward.
 */
export function AmountCell({ record }: { record: PaymentRecord }) {
  const percent = discountPercent(record);
  return (
    <Cell>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{record.formattedAmount}</span>
        {percent !== null ? (
          <>
            <Badge tone="accent">{formatPercent(percent)} off</Badge>
            <s className="text-muted">
              <span className="sr-only">was </span>
              {record.formattedOriginalAmount}
            </s>
          </>
        ) : null}
      </span>
      {record.discountCode ? (
        <span className="mt-1 block text-xs text-muted">
          Code: <code className="font-mono whitespace-nowrap text-ink">{record.discountCode}</code>
        </span>
      ) : null}
      {record.isReferralReward ? (
        <span className="mt-1 block">
          <Badge tone="brand" icon={Gift}>
            Referral reward
          </Badge>
        </span>
      ) : null}
    </Cell>
  );
}

export function DateCell({ record }: { record: PaymentRecord }) {
  return (
    <Cell>
      <time dateTime={record.createdAt}>{record.formattedDate}</time>
    </Cell>
  );
}
