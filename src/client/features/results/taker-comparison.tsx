import { useEffect, useId, useState } from 'react';
import * as m from '#messages/comparison';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { takerComparisonContract } from '../../../domain/comparison/contracts.ts';
import { type ComparisonSummary, summariseComparison } from '../../../domain/comparison/taker-comparison.ts';
import { formatPercent } from '../../../domain/locale/locale.ts';
import { callApi } from '../../lib/call-api.ts';

type Range = NonNullable<ComparisonSummary['range']>;

/**
 * Where the visitor's score stands among this site's results of the same assessment. Loaded lazily after the
 * rest of the page; if the figure cannot be fetched the section stays away rather than showing an error, since
 * nothing the visitor needs depends on it.
 */
export default function TakerComparisonSection({ type, score }: { type: AssessmentType; score: number }) {
  const headingId = useId();
  const [summary, setSummary] = useState<ComparisonSummary | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(
      takerComparisonContract,
      { params: { type }, query: { score: String(score) } },
      { signal: controller.signal },
    ).then(
      (comparison) => {
        if (!controller.signal.aborted) setSummary(summariseComparison(comparison));
      },
      () => {
        if (!controller.signal.aborted) setSummary(null);
      },
    );
    return () => controller.abort();
  }, [type, score]);

  if (!summary) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {summary.title}
      </h2>
      {summary.range ? <RangeLine range={summary.range} /> : null}
      <p className={summary.range ? 'mt-4 text-lg' : 'mt-2 text-muted'}>{summary.text}</p>
      {summary.basis ? <p className="mt-1 text-sm text-muted">{summary.basis}</p> : null}
      {summary.caveats.map((caveat) => (
        <p key={caveat} className="mt-3 text-muted">
          {caveat}
        </p>
      ))}
    </section>
  );
}

/**
 * A 0 to 100% line with the range of the share who scored lower marked on it. Only a picture: the sentence under
 * it says the same for everyone, so it is hidden from screen readers.
 */
function RangeLine({ range }: { range: Range }) {
  const width = range.lowerTo - range.lowerFrom;
  const labelAt = Math.min(94, Math.max(6, range.lowerFrom + width / 2));
  return (
    <div aria-hidden="true" className="mt-5">
      <div className="relative pt-8">
        <span
          className="absolute top-0 -translate-x-1/2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-surface"
          style={{ left: `${labelAt}%` }}
        >
          {m.youAreHere}
        </span>
        <div className="forced-edge relative h-4 overflow-hidden rounded-full bg-brand/10 ring-1 ring-brand/30">
          <div
            className="forced-fill-high absolute inset-y-0 bg-brand/70"
            style={{ left: `${range.lowerFrom}%`, width: `${width}%` }}
          />
        </div>
      </div>
      <div className="mt-2 grid grid-cols-3 text-xs text-muted sm:text-sm">
        <span>{formatPercent(0)}</span>
        <span className="text-center">{formatPercent(50)}</span>
        <span className="text-right">{m.ofTakers({ percent: formatPercent(100) })}</span>
      </div>
    </div>
  );
}
