import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { useId } from 'react';

const HEADER_CELL = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const CELL = 'px-3 py-3 align-top';

const MIN_WIDTHS = { narrow: 'min-w-[28rem]', wide: 'min-w-[40rem]' } as const;

type DataTableBase = {
  /** Names the table (and its scrolling frame) for screen readers; shown only when `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  /** The column headings, each a header cell with `scope="col"`. */
  columns: readonly string[];
  /** A refresh is on its way; the rows shown may change. */
  isBusy?: boolean;
  /** A border and background of its own; off for a table inside a card that already has them. */
  isFramed?: boolean;
  /** Below this width the frame scrolls sideways instead of squeezing the columns. */
  minWidth?: keyof typeof MIN_WIDTHS;
  /** Grey placeholder rows until the first answer (or an error) arrives. */
  isLoading?: boolean;
  /** What a screen reader hears while the placeholder rows are shown. */
  loadingLabel?: string;
  loadingRows?: number;
  /** Its message in a row across the table. */
  error?: { message: string } | null;
  /** Says the error at once to screen readers, where no toast or other message does. */
  isErrorAnnounced?: boolean;
};

type DataTableProps<Row> = DataTableBase &
  (
    | {
        rows: readonly Row[] | undefined;
        renderRow: (row: Row) => ReactNode;
        /** Shown in a row across the table when `rows` is empty. */
        empty: ReactNode;
        children?: never;
      }
    | { rows?: never; renderRow?: never; empty?: never; children?: ReactNode }
  );

/**
 * A table whose caption names it for screen readers, with rows for its loading, failed and empty states. Its
 * frame scrolls sideways on narrow screens and can be focused, so keyboard users can scroll it too. The body is
 * `rows` drawn by `renderRow`, or fixed rows as children.
 */
export function DataTable<Row>({
  caption,
  isCaptionVisible = false,
  columns,
  isBusy = false,
  isFramed = true,
  minWidth = 'wide',
  isLoading = false,
  loadingLabel = 'Loading...',
  loadingRows = 4,
  error = null,
  isErrorAnnounced = false,
  rows,
  renderRow,
  empty,
  children,
}: DataTableProps<Row>) {
  const captionId = useId();
  // Inline-size containment: however wide the table, the frame keeps the width it is given and scrolls, instead of
  // widening a grid or the page. `relative`: screen-reader-only text in the cells stays inside the frame too.
  // A named group, not a landmark: the table usually sits in a section with the same heading, and two landmarks
  // of one name cannot be told apart in a screen reader's list of them.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this frames a table.
    <div
      role="group"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={`relative overflow-x-auto [contain:inline-size] ${isFramed ? 'rounded-xl border border-line bg-surface' : ''}`}
    >
      <table
        className={`w-full ${MIN_WIDTHS[minWidth]} border-collapse text-sm`}
        aria-busy={isBusy || undefined}
      >
        <caption
          id={captionId}
          className={isCaptionVisible ? 'px-4 pt-4 pb-2 text-left text-base font-semibold' : 'sr-only'}
        >
          {caption}
        </caption>
        <thead className="border-b border-line bg-paper">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={HEADER_CELL}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {isLoading && !error ? (
            <SkeletonRows columns={columns.length} rows={loadingRows} label={loadingLabel} />
          ) : null}
          {error ? (
            <MessageRow columns={columns.length} isError>
              {isErrorAnnounced ? <span role="alert">{error.message}</span> : error.message}
            </MessageRow>
          ) : null}
          {rows?.length === 0 ? <MessageRow columns={columns.length}>{empty}</MessageRow> : null}
          {rows && renderRow ? rows.map(renderRow) : children}
        </tbody>
      </table>
    </div>
  );
}

/** A data cell with the table's spacing; `className` adds to it. */
export function Cell({ className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`${CELL} ${className}`} {...props} />;
}

/** The cell that names its row (`scope="row"`), so a screen reader reads it before each cell of the row. */
export function RowHeader({ className = '', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="row" className={`${CELL} text-left font-medium ${className}`} {...props} />;
}

/** One row across the table for its empty, failed or loading state. */
function MessageRow({
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
function SkeletonRows({ columns, rows, label }: { columns: number; rows: number; label: string }) {
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
