import { formatUtcDay } from '../../../../domain/locale/locale.ts';

/**
 * An axis from 0 to a round number at or above `maxValue`, in steps of 1, 2 or 5 times a power of ten, with at
 * most `targetTicks` steps. `minStep` keeps counts on whole numbers (no '0.5 orders').
 */
export function niceScale(
  maxValue: number,
  { targetTicks = 4, minStep = 1 }: { targetTicks?: number; minStep?: number } = {},
): { max: number; ticks: number[] } {
  const rawStep = Math.max(maxValue / targetTicks, minStep);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const normalized = rawStep / magnitude;
  const step = (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude;
  const steps = Math.max(1, Math.ceil(maxValue / step));
  return { max: steps * step, ticks: Array.from({ length: steps + 1 }, (_, index) => index * step) };
}

/** Which days get a date under the axis: today and every `every`th day before it, so today is always named. */
export function labelledDayIndexes(dayCount: number, every = 7): number[] {
  const indexes: number[] = [];
  for (let index = dayCount - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}

/** `2025-03-03` -> '3 Mar' (axis) or 'Mon, 3 Mar 2025' (tables); the dates are UTC days, shown as such. */
export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  return formatUtcDay(date, style === 'short' ? 'dayMonth' : 'weekdayDate');
}
