import { defineContract } from '../api/contract.ts';
import type { resultParamsSchema } from '../assessments/schemas.ts';
import { isEarlierTake } from './replies.ts';
import type { earlierTakeSchema } from './schemas.ts';

/**
 * What changed since the visitor's previous take of the same assessment, for the visitor who made both only: the
 * results page asks after the result itself, as it asks for the comparison with other takers.
 */
export const earlierTakeContract = defineContract<{
  params: typeof resultParamsSchema;
  response: typeof earlierTakeSchema;
}>('GET', '/api/assessment-results/:id/earlier', { reply: isEarlierTake });
