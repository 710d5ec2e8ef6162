import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  type Dashboard,
  type DashboardFunnel,
  type DayCurrencyRow,
  fillDaySeries,
  utcDayWindow,
} from '../../../domain/admin-dashboard/dashboard.ts';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders } from '../../db/schema.ts';

type Period = { start: Date; end: Date };

/**
 * Orders and revenue per UTC day and the funnel for the `days` days ending today. The database does the counting
 * and summing; only the days without any order are added here.
 */
export async function loadDashboard({
  db,
  days,
  now = new Date(),
}: {
  db: Database;
  days: number;
  now?: Date;
}): Promise<Dashboard> {
  const period = utcDayWindow(now, days);
  const [rows, funnel] = await Promise.all([sumCompletedOrdersPerDay(db, period), countFunnel(db, period)]);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  if (currencies.length === 0) currencies.push(REPORT_PRICE.currency);
  return {
    days,
    from: period.dates[0] ?? '',
    to: period.dates.at(-1) ?? '',
    currencies,
    series: fillDaySeries(period.dates, currencies, rows),
    funnel,
  };
}

/** Completed orders by the UTC day they completed on; free orders are counted but bring no revenue. */
function sumCompletedOrdersPerDay(db: Database, { start, end }: Period): Promise<DayCurrencyRow[]> {
  const day = sql<string>`to_char(${orders.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const isPaid = sql`${orders.orderType} = 'paid'`;
  return db
    .select({
      date: day,
      currency: orders.currency,
      paidOrders: sql`count(*) filter (where ${isPaid})`.mapWith(Number),
      freeOrders: sql`count(*) filter (where not ${isPaid})`.mapWith(Number),
      // bigint: a busy quarter can pass the 21 million euro an integer of cents holds.
      revenue: sql`coalesce(sum(${orders.amount}::bigint) filter (where ${isPaid}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.status, 'completed'), gte(orders.completedAt, start), lt(orders.completedAt, end)))
    .groupBy(day, orders.currency);
}

/** Each stage counts results, so a visitor who starts three checkouts for one result counts once. */
async function countFunnel(db: Database, { start, end }: Period): Promise<DashboardFunnel> {
  const perResult = db
    .select({
      isPaid: sql<boolean>`bool_or(${orders.status} = 'completed' and ${orders.orderType} = 'paid')`.as(
        'is_paid',
      ),
      isCompleted: sql<boolean>`bool_or(${orders.status} = 'completed')`.as('is_completed'),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .groupBy(orders.assessmentResultId)
    .as('per_result');
  const [[assessments], [checkouts]] = await Promise.all([
    db
      .select({ count: sql`count(*)`.mapWith(Number) })
      .from(assessmentResults)
      .where(and(gte(assessmentResults.createdAt, start), lt(assessmentResults.createdAt, end))),
    db
      .select({
        started: sql`count(*)`.mapWith(Number),
        paid: sql`count(*) filter (where ${perResult.isPaid})`.mapWith(Number),
        free: sql`count(*) filter (where ${perResult.isCompleted} and not ${perResult.isPaid})`.mapWith(
          Number,
        ),
      })
      .from(perResult),
  ]);
  return {
    assessmentsCompleted: assessments?.count ?? 0,
    checkoutsStarted: checkouts?.started ?? 0,
    paid: checkouts?.paid ?? 0,
    free: checkouts?.free ?? 0,
  };
}
