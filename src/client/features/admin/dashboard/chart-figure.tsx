import { type ReactNode, useId, useState } from 'react';
import type { DashboardDay } from '../../../../domain/admin-dashboard/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from './chart-scale.ts';
import type { DayLayer } from './day-chart.tsx';

/**
 * A chart card: title, what the figures mean, the picture, and the same figures as a table. The table is always
 * there for screen readers; the button shows it to everyone else too.
 */
export function ChartFigure({
  title,
  caption,
  emptyText,
  isEmpty,
  legend,
  table,
  children,
}: {
  title: string;
  caption: ReactNode;
  emptyText: string;
  isEmpty: boolean;
  legend?: ReactNode;
  table?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {table && !isEmpty ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            Show data table
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">{caption}</p>
      {isEmpty ? (
        <p className="mt-4 rounded-lg bg-paper px-4 py-8 text-center text-muted">{emptyText}</p>
      ) : (
        <>
          {legend}
          <div className="mt-3">{children}</div>
          {table ? (
            <div id={tableId} className={isTableShown ? 'mt-4' : 'sr-only'}>
              {table}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

export function Legend({ layers }: { layers: Pick<DayLayer, 'label' | 'swatch'>[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {layers.map((layer) => (
        <li key={layer.label} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 rounded-sm ${layer.swatch}`} />
          {layer.label}
        </li>
      ))}
    </ul>
  );
}

/** The day series as rows: the text alternative of a day chart. */
export function DayTable({
  caption,
  days,
  layers,
}: {
  caption: string;
  days: DashboardDay[];
  layers: DayLayer[];
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead className="border-b border-line bg-paper">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-semibold">
            Day (UTC)
          </th>
          {layers.map((layer) => (
            <th key={layer.label} scope="col" className="px-3 py-2 text-right font-semibold">
              {layer.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="px-3 py-1.5 text-left font-normal">
              <time dateTime={day.date}>{formatDay(day.date, 'long')}</time>
            </th>
            {layers.map((layer) => (
              <td key={layer.label} className="px-3 py-1.5 text-right tabular-nums">
                {layer.format(layer.value(day))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
