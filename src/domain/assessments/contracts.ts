import { defineContract } from '../api/contract.ts';
import { isCreatedResult, isResultContext, isStoredResult } from './replies.ts';
import type {
  assessmentResultSchema,
  createAssessmentResultResponseSchema,
  createAssessmentResultSchema,
  resultContextSchema,
  resultParamsSchema,
  saveResultContextSchema,
} from './schemas.ts';

/** Stores a finished assessment; the server recomputes the score from the answers. */
export const createAssessmentResultContract = defineContract<{
  body: typeof createAssessmentResultSchema;
  response: typeof createAssessmentResultResponseSchema;
}>('POST', '/api/assessment-results', { status: 201, reply: isCreatedResult });

/** A stored result, for the visitor who made it only. */
export const assessmentResultContract = defineContract<{
  params: typeof resultParamsSchema;
  response: typeof assessmentResultSchema;
}>('GET', '/api/assessment-results/:id', { reply: isStoredResult });

/** Stores the answers to the three optional context questions with a result, for the visitor who made it only. */
export const saveResultContextContract = defineContract<{
  params: typeof resultParamsSchema;
  body: typeof saveResultContextSchema;
  response: typeof resultContextSchema;
}>('PUT', '/api/assessment-results/:id/context', { reply: isResultContext });
