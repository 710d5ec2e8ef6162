import { levelLabels } from '#messages/result-words';
import { ASSESSMENT_TYPES, type AssessmentType, getAssessment, isAssessmentType } from './catalogue.ts';
import type { AudhdCategory } from './questions.ts';

export const LEVELS = ['low', 'medium', 'high'] as const;

export type Level = (typeof LEVELS)[number];

/** The levels' names in the reader's language (messages `result-words`). */
export const LEVEL_LABELS: Readonly<Record<Level, string>> = levelLabels;

/** The label people read for a stored level; a value this build does not know is shown as it is. */
export function levelLabel(level: string): string {
  return (LEVELS as readonly string[]).includes(level) ? LEVEL_LABELS[level as Level] : level;
}

// An inclusive score range drawn as one segment of a result bar.
export type Band = { level: Level; min: number; max: number };

type Thresholds = { mediumFrom: number; highFrom: number; max: number };

/**
 * The one banding rule, for every assessment and every audhd subscore (docs/decisions/011-score-bands.md): a level
 * follows the average answer per item after reverse-keying, on the 0-4 answer scale. Below 1.5 ("Disagree" or
 * less on average) is low, from 1.5 to below 2.5 (around "Neutral") is medium, 2.5 and above (towards "Agree") is
 * high. The report's theme words use the same cut points, so the overall level and the themes agree.
 * These are shares of the possible score, not clinical cut-offs: the first version's own asd and subscore numbers put
 * all-"Disagree" answers in the top band, and we depart from them on purpose.
 */
export const MEDIUM_FROM_AVERAGE = 1.5;
export const HIGH_FROM_AVERAGE = 2.5;

/** Highest answer value: every item is answered on the 0-4 agreement scale. */
const MAX_ANSWER = 4;

/**
 * Items per audhd subscore. Counts rather than the question lists, so that the pages showing bands do not
 * download every question's text (levels.test.ts holds them to the questionnaire).
 */
export const AUDHD_CATEGORY_QUESTION_COUNTS: Readonly<Record<AudhdCategory, number>> = {
  autism: 13,
  adhd: 14,
  overlap: 3,
};

/** Thresholds on the summed score of `itemCount` items: the first whole score whose average reaches each cut. */
function thresholdsFor(itemCount: number): Thresholds {
  const cut = (average: number) => Math.ceil(average * itemCount - 1e-9);
  return {
    mediumFrom: cut(MEDIUM_FROM_AVERAGE),
    highFrom: cut(HIGH_FROM_AVERAGE),
    max: MAX_ANSWER * itemCount,
  };
}

const ASSESSMENT_THRESHOLDS = Object.fromEntries(
  ASSESSMENT_TYPES.map((type) => [type, thresholdsFor(getAssessment(type).questionCount)]),
) as Readonly<Record<AssessmentType, Thresholds>>;

const SUBSCORE_THRESHOLDS = Object.fromEntries(
  Object.entries(AUDHD_CATEGORY_QUESTION_COUNTS).map(([category, count]) => [category, thresholdsFor(count)]),
) as Readonly<Record<AudhdCategory, Thresholds>>;

// The fallback for a type the catalogue does not know (scored out of 50).
const UNKNOWN_TYPE_THRESHOLDS = { mediumFrom: 45, highFrom: 65 } as const;

function levelFor(score: number, thresholds: Pick<Thresholds, 'mediumFrom' | 'highFrom'>): Level {
  if (score >= thresholds.highFrom) {
    return 'high';
  }
  if (score >= thresholds.mediumFrom) {
    return 'medium';
  }
  return 'low';
}

function bandsFor(thresholds: Thresholds): [Band, Band, Band] {
  return [
    { level: 'low', min: 0, max: thresholds.mediumFrom - 1 },
    { level: 'medium', min: thresholds.mediumFrom, max: thresholds.highFrom - 1 },
    { level: 'high', min: thresholds.highFrom, max: thresholds.max },
  ];
}

export function getLevel(type: string, score: number): Level {
  return levelFor(score, isAssessmentType(type) ? ASSESSMENT_THRESHOLDS[type] : UNKNOWN_TYPE_THRESHOLDS);
}

export function getSubscoreLevel(category: AudhdCategory, score: number): Level {
  return levelFor(score, SUBSCORE_THRESHOLDS[category]);
}

export function getBands(type: AssessmentType): [Band, Band, Band] {
  return bandsFor(ASSESSMENT_THRESHOLDS[type]);
}

export function getSubscoreBands(category: AudhdCategory): [Band, Band, Band] {
  return bandsFor(SUBSCORE_THRESHOLDS[category]);
}
