import { defineContract } from '../api/contract.ts';
import { isTakerComparison } from './replies.ts';
import type {
  takerComparisonParamsSchema,
  takerComparisonQuerySchema,
  takerComparisonSchema,
} from './schemas.ts';

/** Where a score stands among this site's results of that assessment (shares only, never a single result). */
export const takerComparisonContract = defineContract<{
  params: typeof takerComparisonParamsSchema;
  query: typeof takerComparisonQuerySchema;
  response: typeof takerComparisonSchema;
}>('GET', '/api/assessment-comparison/:type', { reply: isTakerComparison });
