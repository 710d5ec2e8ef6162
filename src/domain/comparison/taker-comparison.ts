import * as words from '#messages/comparison';
import type { AssessmentType } from '../assessments/catalogue.ts';
import type { Language } from '../locale/languages.ts';
import { formatNumber, formatPercent, formatUtcDay } from '../locale/locale.ts';
// Where one score stands among the other results of the same assessment on this site, read from a published
// snapshot (private-histogram.ts). Pure and free of zod, so the results page, the server and the report all use
// the same rule and the same words (docs/decisions/028-private-comparison.md).
import { BIN_COUNT, binOf } from './private-histogram.ts';

/**
 * Distinct visitors whose results a snapshot needs before any comparison is shown. Fewer say little about
 * anyone, and a small group makes each single result easier to pick out.
 */
export const MIN_TAKERS = 200;

/** From this many results the range is a tenth of takers wide; below it, a fifth. */
export const FINE_FROM_TAKERS = 1000;

/** The number of results is shown rounded to this step. */
const TAKER_COUNT_STEP = 100;

/** How often an instance looks for a newer snapshot (configuration may only lengthen it in production). */
export const COMPARISON_REFRESH_MS = 10 * 60 * 1000;

/** A published snapshot: noisy counts per bin and the day it was taken. Never the true counts. */
export type ComparisonSnapshot = {
  bins: readonly number[];
  /** ISO date and time the snapshot was taken. */
  takenAt: string;
};

export type TakerComparison =
  | {
      available: true;
      /** Results in the snapshot, noisy and rounded to TAKER_COUNT_STEP. */
      takers: number;
      /** The share of takers who scored lower lies between these whole percents. */
      lowerFrom: number;
      lowerTo: number;
      /** The ISO day the snapshot was taken. */
      countedOn: string;
    }
  | { available: false; minimumTakers: number };

/**
 * The comparison for `score` on a questionnaire of `itemCount` statements: the share of takers in lower bins,
 * plus half of those in the score's own bin (its mid-rank), given as a fifth or a tenth of takers.
 */
export function buildTakerComparison(
  snapshot: ComparisonSnapshot | null,
  score: number,
  itemCount: number,
): TakerComparison {
  const bins = snapshot?.bins ?? [];
  const total = bins.reduce((sum, count) => sum + count, 0);
  // A snapshot is only taken once MIN_TAKERS visitors count (snapshot-policy.ts); its noisy total may be a little
  // lower, and is then shown as about MIN_TAKERS.
  if (!snapshot || bins.length !== BIN_COUNT || total <= 0) {
    return { available: false, minimumTakers: MIN_TAKERS };
  }
  const own = binOf(score, itemCount);
  const below = bins.slice(0, own).reduce((sum, count) => sum + count, 0);
  const share = ((below + (bins[own] ?? 0) / 2) / total) * 100;
  const step = total >= FINE_FROM_TAKERS ? 10 : 20;
  const lowerFrom = Math.min(100 - step, Math.floor(share / step) * step);
  return {
    available: true,
    takers: Math.max(MIN_TAKERS, Math.round(total / TAKER_COUNT_STEP) * TAKER_COUNT_STEP),
    lowerFrom,
    lowerTo: lowerFrom + step,
    countedOn: snapshot.takenAt.slice(0, 10),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words, for the results page (now) and the report (as it was when the report was made)
// ---------------------------------------------------------------------------------------------------------------

export const COMPARISON_TITLE = words.title;

export const COMPARISON_PENDING = words.pending({ count: formatNumber(MIN_TAKERS) });

export const COMPARISON_PENDING_IN_REPORT = words.pendingInReport({ count: formatNumber(MIN_TAKERS) });

export const COMPARISON_CAVEAT = words.caveat;

export const COMPARISON_PRIVACY = words.privacy;

export const COMPARISON_WIDE_RANGE = words.wideRange({ count: formatNumber(FINE_FROM_TAKERS) });

export type ComparisonMoment = 'now' | 'report';

type Available = Extract<TakerComparison, { available: true }>;

/** The range in one plain sentence; this is also the chart's text alternative. */
function describeRange({ lowerFrom, lowerTo }: Available, moment: ComparisonMoment): string {
  const [from, to] = [formatPercent(lowerFrom), formatPercent(lowerTo)];
  const isNow = moment === 'now';
  if (lowerFrom === 0) return (isNow ? words.fewerThanNow : words.fewerThanInReport)({ percent: to });
  if (lowerTo === 100) return (isNow ? words.moreThanNow : words.moreThanInReport)({ percent: from });
  return (isNow ? words.betweenNow : words.betweenInReport)({ from, to });
}

/** What the range is based on. */
function describeBasis(comparison: Available): string {
  return words.basis({
    count: formatNumber(comparison.takers),
    day: formatUtcDay(comparison.countedOn, 'long'),
  });
}

/** The comparison in words, ready to print: the range and what it rests on, or why there is none yet. */
export type ComparisonSummary = {
  title: string;
  /** Null while no snapshot of enough results exists. */
  range: { lowerFrom: number; lowerTo: number } | null;
  text: string;
  basis: string | null;
  /** Plain notes under the figure: who the takers are, the blurring, and a wide range while results are few. */
  caveats: readonly string[];
};

export function summariseComparison(
  comparison: TakerComparison,
  moment: ComparisonMoment = 'now',
): ComparisonSummary {
  if (!comparison.available) {
    return {
      title: COMPARISON_TITLE,
      range: null,
      text: moment === 'now' ? COMPARISON_PENDING : COMPARISON_PENDING_IN_REPORT,
      basis: null,
      caveats: [],
    };
  }
  const isWide = comparison.lowerTo - comparison.lowerFrom > 10;
  return {
    title: COMPARISON_TITLE,
    range: { lowerFrom: comparison.lowerFrom, lowerTo: comparison.lowerTo },
    text: describeRange(comparison, moment),
    basis: describeBasis(comparison),
    caveats: [COMPARISON_CAVEAT, ...(isWide ? [COMPARISON_WIDE_RANGE] : []), COMPARISON_PRIVACY],
  };
}

/** Compares scores with this site's other results; the server keeps one per database, shared by every caller. */
export type ScoreComparison = {
  /** Where `score` stands in the latest published snapshot of `type` taken in `language`. */
  compareScore(type: AssessmentType, score: number, language: Language): Promise<TakerComparison>;
};
