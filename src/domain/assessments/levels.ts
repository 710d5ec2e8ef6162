import { type AssessmentType, isAssessmentType } from './catalogue.ts';
import type { AudhdCategory } from './questions.ts';
import { MAX_SCORES } from './scoring.ts';

export const LEVELS = ['low', 'medium', 'high'] as const;

export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Readonly<Record<Level, string>> = {
  low: 'Minimal Alignment',
  medium: 'Moderate Alignment',
  high: 'Significant Alignment',
};

// An inclusive score range drawn as one segment of a result bar.
export type Band = { level: Level; min: number; max: number };

type Thresholds = { mediumFrom: number; highFrom: number; max: number };

// Spec section 9, stated as the first score of the medium and high ranges (the ranges are inclusive).
const ASSESSMENT_THRESHOLDS: Readonly<Record<AssessmentType, Thresholds>> = {
  audhd: { mediumFrom: 41, highFrom: 81, max: MAX_SCORES.audhd },
  asd: { mediumFrom: 17, highFrom: 32, max: MAX_SCORES.asd },
  adhd: { mediumFrom: 13, highFrom: 24, max: MAX_SCORES.adhd },
  spd: { mediumFrom: 12, highFrom: 23, max: MAX_SCORES.spd },
  dyspraxia: { mediumFrom: 11, highFrom: 20, max: MAX_SCORES.dyspraxia },
  dyslexia: { mediumFrom: 14, highFrom: 27, max: MAX_SCORES.dyslexia },
};

// The spec states the top bands as 25-42, 25-39 and 7-9, below the real maxima of 13, 14 and 3 items × 4.
// Scores above the stated top stay high, and the bar ends at the real maximum so every score fits on it.
const SUBSCORE_THRESHOLDS: Readonly<Record<AudhdCategory, Thresholds>> = {
  autism: { mediumFrom: 13, highFrom: 25, max: 52 },
  adhd: { mediumFrom: 13, highFrom: 25, max: 56 },
  overlap: { mediumFrom: 4, highFrom: 7, max: 12 },
};

// Spec section 9 fallback for a type the catalogue does not know.
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
