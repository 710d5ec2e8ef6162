/**
 * The assessments' ids, in the order of the home page's grid. Apart from the catalogue (catalogue.ts, which
 * re-exports them), so that the route table, in every page's first download, carries the ids without the
 * catalogue's descriptions.
 */
export const ASSESSMENT_TYPES = ['audhd', 'asd', 'adhd', 'spd', 'dyspraxia', 'dyslexia'] as const;

export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export function isAssessmentType(value: unknown): value is AssessmentType {
  return typeof value === 'string' && (ASSESSMENT_TYPES as readonly string[]).includes(value);
}
