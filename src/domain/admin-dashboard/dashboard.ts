import { z } from 'zod';

/** The issue asks for the last 30 days; a quarter is the longest window the charts stay readable for. */
export const DASHBOARD_DEFAULT_DAYS = 30;
const DASHBOARD_MAX_DAYS = 90;

export const dashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DASHBOARD_MAX_DAYS).default(DASHBOARD_DEFAULT_DAYS),
});

/** One UTC day. Orders count by the day they were completed; revenue is what paid orders brought in. */
const dashboardDaySchema = z.object({
  /** `YYYY-MM-DD`, a UTC calendar day. */
  date: z.string(),
  paidOrders: z.number().int(),
  freeOrders: z.number().int(),
  /** Minor units per currency; every currency of `currencies` is present, zero included. */
  revenue: z.record(z.string(), z.number().int()),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * Counted over the results and orders begun in the window. A result counts once per stage, however many
 * checkouts its visitor started for it.
 */
const dashboardFunnelSchema = z.object({
  assessmentsCompleted: z.number().int(),
  /** Results with at least one order: a card checkout (paid, abandoned or failed) or a free-code order. */
  checkoutsStarted: z.number().int(),
  /** Results with a completed card payment. */
  paid: z.number().int(),
  /** Results completed with a 100% code and no card payment. */
  free: z.number().int(),
});
export type DashboardFunnel = z.infer<typeof dashboardFunnelSchema>;

export const dashboardSchema = z.object({
  days: z.number().int(),
  /** First and last UTC day of the window, both included; the last is today. */
  from: z.string(),
  to: z.string(),
  /** The currencies revenue is kept in; the report's own currency when nothing was sold. */
  currencies: z.array(z.string()),
  /** Every day of the window, oldest first, days without orders as zeros. */
  series: z.array(dashboardDaySchema),
  funnel: dashboardFunnelSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `time` falls in. */
export function utcDate(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The window of `days` whole UTC days that ends with the day of `now`: `[start, end)` and each day's date. */
export function utcDayWindow(now: Date, days: number): { start: Date; end: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, index) => utcDate(new Date(start + index * DAY_MS)));
  return { start: new Date(start), end: new Date(today + DAY_MS), dates };
}

/** What the database gives back: one row per day and currency that had completed orders. */
export type DayCurrencyRow = {
  date: string;
  currency: string;
  paidOrders: number;
  freeOrders: number;
  revenue: number;
};

/**
 * One entry per date of `dates`, in that order, summing the rows of each day; days without rows are zeros.
 * Rows for dates outside the window are ignored.
 */
export function fillDaySeries(
  dates: readonly string[],
  currencies: readonly string[],
  rows: DayCurrencyRow[],
) {
  const byDate = new Map<string, DashboardDay>(
    dates.map((date) => [
      date,
      {
        date,
        paidOrders: 0,
        freeOrders: 0,
        revenue: Object.fromEntries(currencies.map((currency) => [currency, 0])),
      },
    ]),
  );
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (!day) continue;
    day.paidOrders += row.paidOrders;
    day.freeOrders += row.freeOrders;
    day.revenue[row.currency] = (day.revenue[row.currency] ?? 0) + row.revenue;
  }
  return [...byDate.values()];
}

/** `part` as a whole percentage of `whole`; null when there is nothing to compare with. */
export function conversionPercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}
