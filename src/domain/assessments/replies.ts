import {
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
import type { AssessmentResult, CreateAssessmentResultResponse } from './schemas.ts';

// The checks of the answers the assessment and results pages read, the same rules as schemas.ts without zod.

export const isCreatedResult: Guard<CreateAssessmentResultResponse> = object({
  id: isInteger(1),
  userId: isString,
});

export const isStoredResult: Guard<AssessmentResult> = object({
  id: isInteger(1),
  assessmentType: oneOf(ASSESSMENT_TYPES),
  responses: recordOf(isInteger(0, 4)),
  score: isInteger(0),
  level: oneOf(LEVELS),
  subscores: nullable(object({ autism: isInteger(), adhd: isInteger(), overlap: isInteger() })),
  createdAt: isIsoDateTime,
});
