import { useLayoutEffect, useRef, useState } from 'react';
import type { DashboardDay } from '../../../../domain/admin-dashboard/dashboard.ts';
import { formatDay, labelledDayIndexes, niceScale } from './chart-scale.ts';

/** One quantity drawn per day; `swatch` and `mark` are theme classes, so the legend matches the marks. */
export type DayLayer = {
  label: string;
  swatch: string;
  mark: string;
  value: (day: DashboardDay) => number;
  /** The value as the data table and tooltips show it: '2', '€29.99'. */
  format: (value: number) => string;
};

const HEIGHT = 200;
const PLOT = { left: 52, right: 20, top: 10, bottom: 26 } as const;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/**
 * The chart is drawn at the width it is shown at, so its labels stay at the page's text size instead of
 * shrinking or swelling with a scaled viewBox.
 */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A picture of a day series, hidden from assistive technology: the figure around it carries the same numbers as
 * a table. `bars` stacks the layers; `line` draws the first layer as a line over a soft area.
 */
export function DayChart({
  days,
  layers,
  kind,
  formatTick,
  minStep = 1,
}: {
  days: DashboardDay[];
  layers: DayLayer[];
  kind: 'bars' | 'line';
  formatTick: (value: number) => string;
  minStep?: number;
}) {
  const { ref, width } = useWidth(480);
  const plotWidth = width - PLOT.left - PLOT.right;
  const totals = days.map((day) => layers.reduce((sum, layer) => sum + layer.value(day), 0));
  const scale = niceScale(Math.max(0, ...totals), { minStep });
  const slot = plotWidth / Math.max(days.length, 1);
  const x = (index: number) => PLOT.left + slot * (index + 0.5);
  const y = (value: number) => PLOT.top + PLOT_HEIGHT - (value / scale.max) * PLOT_HEIGHT;
  return (
    <div ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block overflow-visible"
        aria-hidden="true"
        focusable="false"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={width - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-muted' : 'stroke-line'}
              strokeWidth={1}
            />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-xs">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {labelledDayIndexes(days.length).map((index) => (
          <text key={index} x={x(index)} y={HEIGHT - 6} textAnchor="middle" className="fill-muted text-xs">
            {formatDay(days[index]?.date ?? '')}
          </text>
        ))}
        {kind === 'bars' ? (
          <StackedBars days={days} layers={layers} x={x} y={y} width={Math.max(2, slot * 0.68)} />
        ) : (
          <AreaLine days={days} layer={layers[0]} x={x} y={y} />
        )}
      </svg>
    </div>
  );
}

type Position = (value: number) => number;

function StackedBars({
  days,
  layers,
  x,
  y,
  width,
}: {
  days: DashboardDay[];
  layers: DayLayer[];
  x: Position;
  y: Position;
  width: number;
}) {
  return (
    <g>
      {days.map((day, index) => {
        let base = 0;
        return (
          <g key={day.date} className="motion-safe:transition-opacity hover:opacity-80">
            <title>
              {`${formatDay(day.date, 'long')}: ${layers.map((layer) => `${layer.label} ${layer.format(layer.value(day))}`).join(', ')}`}
            </title>
            {layers.map((layer) => {
              const value = layer.value(day);
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              return value > 0 ? (
                <rect
                  key={layer.label}
                  x={x(index) - width / 2}
                  y={top}
                  width={width}
                  height={height}
                  rx={2}
                  className={layer.mark}
                />
              ) : null;
            })}
          </g>
        );
      })}
    </g>
  );
}

function AreaLine({
  days,
  layer,
  x,
  y,
}: {
  days: DashboardDay[];
  layer: DayLayer | undefined;
  x: Position;
  y: Position;
}) {
  if (!layer || days.length === 0) return null;
  const points = days.map((day, index) => [x(index), y(layer.value(day))] as const);
  const line = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
  const first = points[0]?.[0] ?? 0;
  const last = points.at(-1)?.[0] ?? 0;
  return (
    <g>
      <path d={`${line} L${last},${y(0)} L${first},${y(0)} Z`} className="fill-brand-soft" />
      <path d={line} fill="none" strokeWidth={2} strokeLinejoin="round" className={layer.mark} />
      {days.map((day, index) => (
        <circle key={day.date} cx={x(index)} cy={y(layer.value(day))} r={3} className="fill-brand">
          <title>{`${formatDay(day.date, 'long')}: ${layer.format(layer.value(day))}`}</title>
        </circle>
      ))}
    </g>
  );
}
