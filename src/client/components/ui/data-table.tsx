import type { ReactNode } from 'react';
import { useId } from 'react';

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
