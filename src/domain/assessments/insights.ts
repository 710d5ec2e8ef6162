import {
  fallbackStrengths,
  friendSummary,
  levelAmounts,
  takerSummary,
  traits,
  unknownAssessmentType,
} from '#messages/result-words';
import { type AssessmentType, isAssessmentType } from './catalogue.ts';
import type { Level } from './levels.ts';
import type { Responses } from './scoring.ts';

// Preliminary insights. They describe how many of the experiences asked about the answers reflect, never
// whether someone "is" autistic, ADHD and so on (docs/content-basis.md B0: descriptive bands only, no cut-off
// language), and each points to a qualified professional rather than promising an outcome.
export type Insight = {
  summary: string;
  whatItMeans: string;
  whatItDoesNotMean: string;
  nextStep: string;
};

export type Strength = {
  title: string;
  description: string;
};

/**
 * The words of one assessment's insights, in a module of their own (`insights/<type>.ts`) so that the results
 * page downloads only those of the result it shows (client/features/results/load-insights.ts).
 */
export type AssessmentInsights = {
  /** What each level means for the person. */
  levels: Readonly<Record<Level, Omit<Insight, 'summary'>>>;
  /**
   * Each strength is tied to an item whose trait it often accompanies in the research or in lived-experience
   * accounts (e.g. Sedgwick et al. 2019 on ADHD; Hupfeld et al. 2019 on hyperfocus; both checked, see the fun
   * facts). Descriptions say "can" and "may", never "you are", and claim nothing about what "many people"
   * report. Reverse-keyed items are never triggers: agreeing with them means fewer traits. Each description
   * follows the wording of its item (docs/decisions/012-item-review.md lists the items).
   */
  strengths: readonly (Strength & { questionId: string })[];
};

export const UNKNOWN_ASSESSMENT_TYPE_MESSAGE = unknownAssessmentType;

/** Whose answers a summary speaks of: the person reading their own result, or a friend reading a shared one. */
type Reader = 'taker' | 'friend';

// The summary's words are messages (`result-words`), not the assessment's insights: a shared result's page is
// rendered by the server and adopted by the browser with nothing to wait for.
function summary(type: AssessmentType, level: Level, reader: Reader): string {
  const values = { amount: levelAmounts[level], traits: traits[type] };
  return reader === 'taker' ? takerSummary(values) : friendSummary(values);
}

/** The insight of a level, from the assessment's words already at hand (the browser loads them per assessment). */
export function readInsight(insights: AssessmentInsights, type: AssessmentType, level: Level): Insight {
  return { summary: summary(type, level, 'taker'), ...insights.levels[level] };
}

/**
 * The one-line description of a shared result, for the friend who opened the link; the fixed message for a type
 * this build does not know.
 */
export function getSharedLevelDescription(type: string, level: Level): string {
  return isAssessmentType(type) ? summary(type, level, 'friend') : UNKNOWN_ASSESSMENT_TYPE_MESSAGE;
}

export const FALLBACK_STRENGTHS: readonly Strength[] = fallbackStrengths;

// Strengths fire at Agree (3) or more for every assessment: a Neutral answer does not say that the statement
// describes the person, so it cannot tell them what their strengths are.
export const STRENGTH_THRESHOLDS: Readonly<Record<AssessmentType, number>> = {
  audhd: 3,
  asd: 3,
  adhd: 3,
  spd: 3,
  dyspraxia: 3,
  dyslexia: 3,
};

const MIN_STRENGTHS_BEFORE_FALLBACK = 2;

/** The strengths these answers show, from the assessment's words already at hand. */
export function findStrengths(
  insights: AssessmentInsights,
  type: AssessmentType,
  responses: Responses,
): Strength[] {
  const threshold = STRENGTH_THRESHOLDS[type];
  const found: Strength[] = insights.strengths
    .filter(({ questionId }) => {
      const value = Object.hasOwn(responses, questionId) ? responses[questionId] : undefined;
      return typeof value === 'number' && value >= threshold;
    })
    .map(({ title, description }) => ({ title, description }));
  return found.length < MIN_STRENGTHS_BEFORE_FALLBACK ? [...found, ...FALLBACK_STRENGTHS] : found;
}
