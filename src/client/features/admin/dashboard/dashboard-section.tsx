import {
  DASHBOARD_DEFAULT_DAYS,
  type Dashboard,
  type DashboardDay,
} from '../../../../domain/admin-dashboard/dashboard.ts';
import { formatNumber, formatPrice } from '../../../../domain/locale/locale.ts';
import { ChartFigure, DayTable, Legend } from './chart-figure.tsx';
import { formatDay } from './chart-scale.ts';
import { useDashboard } from './dashboard-api.ts';
import { DayChart, type DayLayer } from './day-chart.tsx';
import { FunnelChart } from './funnel-chart.tsx';

const count = (value: number) => formatNumber(value);

const ORDER_LAYERS: DayLayer[] = [
  {
    label: 'Paid orders',
    swatch: 'bg-brand',
    mark: 'fill-brand stroke-surface',
    value: (day) => day.paidOrders,
    format: count,
  },
  {
    label: 'Free orders',
    swatch: 'bg-accent',
    mark: 'fill-accent stroke-surface',
    value: (day) => day.freeOrders,
    format: count,
  },
];

function revenueLayer(currency: string): DayLayer {
  return {
    label: `Revenue (${currency})`,
    swatch: 'bg-brand',
    mark: 'stroke-brand',
    value: (day) => day.revenue[currency] ?? 0,
    format: (value) => formatPrice(value, currency),
  };
}

/** Axis labels in whole units of the currency: '€30', not '€30.00'. */
function moneyTick(currency: string): (minor: number) => string {
  return (minor) => formatPrice(minor, currency, { wholeUnits: true });
}

const sum = (days: DashboardDay[], value: (day: DashboardDay) => number) =>
  days.reduce((total, day) => total + value(day), 0);

/** The health monitor overview's pictures of the business: orders, revenue and the purchase funnel. */
export function DashboardSection() {
  const dashboard = useDashboard();
  const { data, error } = dashboard;
  return (
    <section
      aria-labelledby="dashboard-heading"
      aria-busy={dashboard.isFetching || undefined}
      className="mt-2"
    >
      <h2 id="dashboard-heading" className="text-xl font-semibold">
        Last {data?.days ?? DASHBOARD_DEFAULT_DAYS} days
      </h2>
      <p className="text-sm text-muted">
        {data ? (
          <>
            <time dateTime={data.from}>{formatDay(data.from, 'long')}</time> to{' '}
            <time dateTime={data.to}>{formatDay(data.to, 'long')}</time>, in UTC days; today is still
            counting.
          </>
        ) : (
          'Orders, revenue and the purchase funnel by UTC day.'
        )}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/30 bg-danger-soft p-4 text-danger">
          {error.message}
        </p>
      ) : data ? (
        <DashboardCharts dashboard={data} />
      ) : (
        <p role="status" className="mt-4 rounded-xl border border-line bg-surface p-8 text-center text-muted">
          Loading the last {DASHBOARD_DEFAULT_DAYS} days...
        </p>
      )}
    </section>
  );
}

function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { series, funnel, days } = dashboard;
  const period = `the last ${days} days`;
  const orderCount = sum(series, (day) => day.paidOrders + day.freeOrders);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Orders per day"
        caption="Completed orders by the day they completed. Free orders (100% codes) count here but bring no revenue."
        isEmpty={orderCount === 0}
        emptyText={`No completed orders in ${period}.`}
        legend={<Legend layers={ORDER_LAYERS} />}
        table={<DayTable caption="Orders per day" days={series} layers={ORDER_LAYERS} />}
      >
        <DayChart days={series} layers={ORDER_LAYERS} kind="bars" formatTick={count} />
      </ChartFigure>
      {dashboard.currencies.map((currency) => {
        const layer = revenueLayer(currency);
        const total = sum(series, layer.value);
        return (
          <ChartFigure
            key={currency}
            title={`Revenue per day (${currency})`}
            caption={`What card payments brought in after discounts: ${formatPrice(total, currency)} in ${period}.`}
            isEmpty={total === 0}
            emptyText={`No card payments in ${period}.`}
            table={<DayTable caption={`Revenue per day (${currency})`} days={series} layers={[layer]} />}
          >
            <DayChart
              days={series}
              layers={[layer]}
              kind="line"
              formatTick={moneyTick(currency)}
              minStep={100}
            />
          </ChartFigure>
        );
      })}
      <div className="lg:col-span-2">
        <ChartFigure
          title="Purchase funnel"
          caption="Each stage counts assessment results from this window once. A checkout started is a result with at least one order: a card checkout (paid, abandoned or failed) or a free-code order. Paid is a completed card payment; free is completed with a 100% code."
          isEmpty={funnel.assessmentsCompleted + funnel.checkoutsStarted === 0}
          emptyText={`No assessments completed or checkouts started in ${period}.`}
        >
          <FunnelChart funnel={funnel} />
        </ChartFigure>
      </div>
    </div>
  );
}
