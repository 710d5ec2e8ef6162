import type { AssessmentType } from '../assessments/catalogue.ts';
// Where one score stands among the other results of the same assessment on this site. Pure and free of zod, so
// the results page, the server and the report all use the same rule and the same words.

/**
 * Results of one assessment needed before a comparison is shown. Fewer say little about anyone, and a small
 * group makes each single result easier to pick out.
 */
export const MIN_TAKERS = 200;

/** The figures are recomputed at most this often (the server's cache; configuration may only lengthen it). */
export const COMPARISON_REFRESH_MS = 10 * 60 * 1000;

/**
 * The number of results is shown rounded down to this step, so that two answers a few minutes apart do not show
 * that exactly one person took the assessment in between.
 */
export const TAKER_COUNT_STEP = 10;

/** `histogram[s]` is how many counted results have the score `s` (index 0 to the assessment's maximum). */
export type ScoreHistogram = readonly number[];

export type TakerComparison =
  | {
      available: true;
      /** Counted results, rounded down to TAKER_COUNT_STEP. */
      takers: number;
      /** Whole percent of counted results with a strictly lower score. */
      shareLower: number;
      /** Whole percent of counted results with the same score (the taker's own result among them). */
      shareSame: number;
    }
  | { available: false; minimumTakers: number };

/**
 * `part` of `whole` as a whole percent, rounded to the nearest, except that it says 0 only when part is 0 and
 * 100 only when part is all of whole: "0%" and "100%" would otherwise claim more than is true.
 */
export function wholePercent(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.max(1, Math.round((part / whole) * 100)));
}

/** Sum of the histogram's counts below index `score` (strictly lower scores). */
function countBelow(histogram: ScoreHistogram, score: number): number {
  let total = 0;
  const end = Math.min(score, histogram.length);
  for (let index = 0; index < end; index++) total += histogram[index] ?? 0;
  return total;
}

/**
 * The comparison for `score`: the share of counted results strictly lower than it, and the share equal to it.
 * Not available below MIN_TAKERS results.
 */
export function buildTakerComparison(histogram: ScoreHistogram, score: number): TakerComparison {
  const takers = histogram.reduce((sum, count) => sum + count, 0);
  if (takers < MIN_TAKERS) return { available: false, minimumTakers: MIN_TAKERS };
  const lower = countBelow(histogram, score);
  const same = Number.isInteger(score) ? (histogram[score] ?? 0) : 0;
  const shareLower = wholePercent(lower, takers);
  return {
    available: true,
    takers: Math.floor(takers / TAKER_COUNT_STEP) * TAKER_COUNT_STEP,
    shareLower,
    // Taken from the rounded share at or below the score, so that the two shares never add up to more than 100.
    shareSame: Math.max(0, wholePercent(lower + same, takers) - shareLower),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words, for the results page (now) and the report (as it was when the report was made)
// ---------------------------------------------------------------------------------------------------------------

export const COMPARISON_TITLE = 'Where you stand among other takers';

export const COMPARISON_PENDING = `Once ${MIN_TAKERS} people have taken this assessment here, you will see how your score compares.`;

export const COMPARISON_PENDING_IN_REPORT = `When this report was made, fewer than ${MIN_TAKERS} people had taken this assessment on Traitscope. That is too few for a fair comparison, so this report does not show one.`;

export const COMPARISON_CAVEAT =
  'People who take a test like this one are a self-selected group: many come because they already recognise these traits. So this compares you with others who took it here, not with people in general.';

export type ComparisonMoment = 'now' | 'report';

const NUMBER_FORMAT = new Intl.NumberFormat('en-GB');

/** The figure in one or two plain sentences; this is also the chart's text alternative. */
function describeShareLower(
  comparison: Extract<TakerComparison, { available: true }>,
  moment: ComparisonMoment = 'now',
): string {
  const { shareLower, shareSame } = comparison;
  const took = moment === 'now' ? 'took this assessment here' : 'had taken this assessment on Traitscope';
  const scored = moment === 'now' ? 'scored' : 'had scored';
  const lower =
    shareLower === 0
      ? `None of the people who ${took} ${scored} lower than you.`
      : shareLower === 100
        ? `Everyone who ${took} ${scored} lower than you.`
        : `About ${shareLower}% of people who ${took} ${scored} lower than you.`;
  return shareSame >= 1 ? `${lower} About ${shareSame}% ${scored} the same as you.` : lower;
}

/** What the figure is based on. */
function describeComparisonBasis(
  comparison: Extract<TakerComparison, { available: true }>,
  moment: ComparisonMoment = 'now',
): string {
  const results = `about ${NUMBER_FORMAT.format(comparison.takers)} results`;
  return moment === 'now'
    ? `Based on ${results}, updated every 10 minutes.`
    : `Based on ${results} when this report was made.`;
}

/** The comparison in words, ready to print: the figure and what it rests on, or why there is none yet. */
export type ComparisonSummary = {
  title: string;
  /** Null while fewer than MIN_TAKERS results exist. */
  shareLower: number | null;
  shareSame: number | null;
  text: string;
  basis: string | null;
  caveat: string | null;
};

export function summariseComparison(
  comparison: TakerComparison,
  moment: ComparisonMoment = 'now',
): ComparisonSummary {
  if (!comparison.available) {
    return {
      title: COMPARISON_TITLE,
      shareLower: null,
      shareSame: null,
      text: moment === 'now' ? COMPARISON_PENDING : COMPARISON_PENDING_IN_REPORT,
      basis: null,
      caveat: null,
    };
  }
  return {
    title: COMPARISON_TITLE,
    shareLower: comparison.shareLower,
    shareSame: comparison.shareSame,
    text: describeShareLower(comparison, moment),
    basis: describeComparisonBasis(comparison, moment),
    caveat: COMPARISON_CAVEAT,
  };
}

/** Compares scores with this site's other results; the server keeps one per database, shared by every caller. */
export type ScoreComparison = {
  /** Where `score` stands among the counted results of `type`; at most one query per type per refresh period. */
  compareScore(type: AssessmentType, score: number): Promise<TakerComparison>;
};
