import {
  arrayOf,
  type Guard,
  isInteger,
  isIsoDateTime,
  isString,
  nullable,
  object,
  oneOf,
  recordOf,
} from '../api/reply-guard.ts';
import { ASSESSMENT_TYPES } from './catalogue.ts';
import { LEVELS } from './levels.ts';
import { IMPACTS, LIFE_AREAS, ONSETS, type ResultContext } from './result-context.ts';
import type { AssessmentResult, CreateAssessmentResultResponse } from './schemas.ts';

// The checks of the answers the assessment and results pages read, the same rules as schemas.ts without zod.

export const isCreatedResult: Guard<CreateAssessmentResultResponse> = object({
  id: isInteger(1),
  userId: isString,
});

export const isResultContext: Guard<ResultContext> = object({
  onset: nullable(oneOf(ONSETS)),
  areas: arrayOf(object({ area: oneOf(LIFE_AREAS), impact: oneOf(IMPACTS) })),
  example: nullable(isString),
});

export const isStoredResult: Guard<AssessmentResult> = object({
  id: isInteger(1),
  assessmentType: oneOf(ASSESSMENT_TYPES),
  responses: recordOf(isInteger(0, 4)),
  score: isInteger(0),
  level: oneOf(LEVELS),
  subscores: nullable(object({ autism: isInteger(), adhd: isInteger(), overlap: isInteger() })),
  context: nullable(isResultContext),
  createdAt: isIsoDateTime,
});
