import type { ReactNode } from 'react';
import { useId } from 'react';
import type { PaymentRecord } from '../../../../domain/admin-orders.ts';
import { Badge } from './status-badge.tsx';

export const HEADER_CELL = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
export const CELL = 'px-3 py-3 align-top';

/**
 * A table whose caption names it for screen readers. Its frame scrolls sideways on narrow screens and can be
 * focused, so keyboard users can scroll it too.
 */
export function AdminTable({
  caption,
  isCaptionVisible = false,
  isBusy = false,
  head,
  children,
}: {
  caption: string;
  isCaptionVisible?: boolean;
  isBusy?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm" aria-busy={isBusy || undefined}>
        <caption
          id={captionId}
          className={isCaptionVisible ? 'px-4 pt-4 pb-2 text-left text-base font-semibold' : 'sr-only'}
        >
          {caption}
        </caption>
        <thead className="border-b border-line bg-paper">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </section>
  );
}

export function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={HEADER_CELL}>
      {children}
    </th>
  );
}

/** One row across the table for its empty, failed or loading state. */
export function MessageRow({
  columns,
  isError = false,
  children,
}: {
  columns: number;
  isError?: boolean;
  children: ReactNode;
}) {
  return (
    <tr>
      <td colSpan={columns} className={`px-4 py-8 text-center ${isError ? 'text-danger' : 'text-muted'}`}>
        {children}
      </td>
    </tr>
  );
}

/** Grey bars where rows will be, while the first answer is on its way. */
export function SkeletonRows({
  columns,
  rows = 4,
  label,
}: {
  columns: number;
  rows?: number;
  label: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
        <tr key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <td key={column} className={CELL}>
              {row === 0 && column === 0 ? <span className="sr-only">{label}</span> : null}
              <span aria-hidden="true" className="block h-4 w-full max-w-32 animate-pulse rounded bg-line" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** E-mail, or the table's word for no e-mail; the name under it when there is one. */
export function CustomerCell({ record, fallback }: { record: PaymentRecord; fallback: string }) {
  const email = record.userEmail ?? record.email;
  return (
    <>
      <span className={email ? 'break-words' : 'text-muted'}>{email || fallback}</span>
      {record.userName ? <span className="block text-xs text-muted">{record.userName}</span> : null}
    </>
  );
}

/** The discount in whole percent: the stored one, else what the amounts say. */
export function discountPercent(record: PaymentRecord): number | null {
  if (record.originalAmount <= record.amount) return null;
  if (record.discountPercentage !== null) return record.discountPercentage;
  return Math.round((1 - record.amount / record.originalAmount) * 100);
}

/** The amount paid in the record's own currency; when discounted, the percent off, the old price and the code. */
export function AmountCell({ record }: { record: PaymentRecord }) {
  const percent = discountPercent(record);
  return (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{record.formattedAmount}</span>
        {percent !== null ? (
          <>
            <Badge tone="accent">{percent}% off</Badge>
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
    </>
  );
}

export function DateCell({ record }: { record: PaymentRecord }) {
  return <time dateTime={record.createdAt}>{record.formattedDate}</time>;
}
