import { useEffect, useId, useState } from 'react';
import * as m from '#messages/retests';
import { LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { formatDecimal, formatIsoDate } from '../../../domain/locale/locale.ts';
import { earlierTakeContract } from '../../../domain/retests/contracts.ts';
import {
  describeThemeChange,
  RETEST_DIFFERENT_WORDING_NOTE,
  RETEST_NOTE,
  type RetestComparison,
  type ThemeChange,
} from '../../../domain/retests/retest-comparison.ts';
import { callApi } from '../../lib/call-api.ts';

/**
 * What changed since the visitor's earlier take of the same assessment in this browser. Loaded lazily after the
 * rest of the page; a first take, or a comparison that cannot be fetched, shows nothing, since nothing the visitor
 * needs depends on it.
 */
export default function RetestComparisonSection({ resultId }: { resultId: number }) {
  const headingId = useId();
  const [comparison, setComparison] = useState<RetestComparison | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(earlierTakeContract, { params: { id: resultId } }, { signal: controller.signal }).then(
      (reply) => {
        if (!controller.signal.aborted) setComparison(reply.comparison);
      },
      () => {
        if (!controller.signal.aborted) setComparison(null);
      },
    );
    return () => controller.abort();
  }, [resultId]);

  if (!comparison) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {m.heading}
      </h2>
      <p className="mt-2">{m.takenBefore({ date: formatIsoDate(comparison.earlierAt, 'long') })}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:max-w-md">
        <div>
          <dt className="text-sm text-muted">{m.earlier}</dt>
          <dd className="font-semibold">{LEVEL_LABELS[comparison.levelThen]}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{m.now}</dt>
          <dd className="font-semibold">{LEVEL_LABELS[comparison.levelNow]}</dd>
        </div>
      </dl>
      {comparison.isSameWording ? (
        <>
          <ThemeChanges themes={comparison.themes} />
          <h3 className="mt-6 font-semibold">
            {comparison.movedAnswers.length === 0 ? m.noAnswerMoved : m.answersMoved}
          </h3>
          {comparison.movedAnswers.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {comparison.movedAnswers.map((answer) => (
                <li key={answer.number}>
                  <span className="text-muted">{answer.number}.</span> “{answer.text}”{' '}
                  <span className="text-muted">{m.earlier}:</span> {answer.was}.{' '}
                  <span className="text-muted">{m.now}:</span> <strong>{answer.now}</strong>.
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-muted">{RETEST_DIFFERENT_WORDING_NOTE}</p>
      )}
      <p className="mt-6 rounded-xl bg-brand-soft p-4">{RETEST_NOTE}</p>
    </section>
  );
}

function ThemeChanges({ themes }: { themes: readonly ThemeChange[] }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="text-left font-semibold">{m.themesCaption}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th scope="col" className="py-2 pr-3 font-normal">
              {m.theme}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-normal whitespace-nowrap sm:px-2">
              {m.earlier}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-normal whitespace-nowrap sm:px-2">
              {m.now}
            </th>
            <th scope="col" className="py-2 pl-1.5 text-right font-normal whitespace-nowrap sm:pl-2">
              {m.change}
            </th>
          </tr>
        </thead>
        <tbody>
          {themes.map((theme) => (
            <tr key={`${theme.group}-${theme.theme}`} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                {theme.theme}
                {theme.group ? <span className="block text-sm text-muted">{theme.group}</span> : null}
              </th>
              <td className="px-1.5 py-2 text-right whitespace-nowrap sm:px-2">
                {formatDecimal(theme.was, 1)}
              </td>
              <td className="px-1.5 py-2 text-right whitespace-nowrap sm:px-2">
                {formatDecimal(theme.now, 1)}
              </td>
              <td className="py-2 pl-1.5 text-right font-semibold whitespace-nowrap sm:pl-2">
                {describeThemeChange(theme.change)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
