import { conversionPercent, type DashboardFunnel } from '../../../../domain/admin-dashboard/dashboard.ts';
import { formatPercent } from '../../../../domain/locale/locale.ts';

type Stage = {
  label: string;
  count: number;
  /** Share of the stage before, in words; none for the first. */
  conversion?: string;
  /** Bar segments, largest stage = full width. */
  segments: { count: number; className: string; label: string }[];
};

function stagesOf(funnel: DashboardFunnel): Stage[] {
  const completed = funnel.paid + funnel.free;
  const share = (part: number, whole: number, of: string) => {
    const percent = conversionPercent(part, whole);
    return percent === null ? `no ${of} to compare with` : `${formatPercent(percent)} of ${of}`;
  };
  return [
    {
      label: 'Assessments completed',
      count: funnel.assessmentsCompleted,
      segments: [{ count: funnel.assessmentsCompleted, className: 'bg-brand/35', label: 'Assessments' }],
    },
    {
      label: 'Checkouts started',
      count: funnel.checkoutsStarted,
      conversion: share(funnel.checkoutsStarted, funnel.assessmentsCompleted, 'assessments completed'),
      segments: [{ count: funnel.checkoutsStarted, className: 'bg-brand/65', label: 'Checkouts' }],
    },
    {
      label: 'Paid or free',
      count: completed,
      conversion: `${share(completed, funnel.checkoutsStarted, 'checkouts started')}: ${funnel.paid} paid, ${funnel.free} free`,
      segments: [
        { count: funnel.paid, className: 'bg-brand', label: 'Paid' },
        { count: funnel.free, className: 'bg-accent', label: 'Free' },
      ],
    },
  ];
}

/**
 * Each stage as a row of text (what it counts and its share of the stage before) over a bar as wide as its
 * count. The text is the whole message; the bars only draw it, so they are hidden from screen readers.
 */
export function FunnelChart({ funnel }: { funnel: DashboardFunnel }) {
  const stages = stagesOf(funnel);
  const widest = Math.max(1, ...stages.map((stage) => stage.count));
  return (
    <ol className="mt-4 grid gap-4">
      {stages.map((stage) => (
        <li key={stage.label}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-medium">
              {stage.label}: <span className="tabular-nums">{stage.count}</span>
            </span>
            {stage.conversion ? <span className="text-sm text-muted">{stage.conversion}</span> : null}
          </div>
          <div aria-hidden="true" className="mt-1 flex h-6 overflow-hidden rounded-md bg-paper">
            {stage.segments.map((segment) =>
              segment.count > 0 ? (
                <div
                  key={segment.label}
                  className={`h-full ${segment.className}`}
                  style={{ width: `${(segment.count / widest) * 100}%` }}
                />
              ) : null,
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
