import {
  arrayOf,
  type Guard,
  isBoolean,
  isInteger,
  isIsoDateTime,
  isNumber,
  isString,
  nullable,
  object,
  oneOf,
} from '../api/reply-guard.ts';
import { LEVELS } from '../assessments/levels.ts';
import type { RetestComparison } from './retest-comparison.ts';

// The check of the answer the results page reads, the same rules as schemas.ts without zod.

export const isEarlierTake: Guard<{ comparison: RetestComparison | null }> = object({
  comparison: nullable(
    object({
      earlierAt: isIsoDateTime,
      levelThen: oneOf(LEVELS),
      levelNow: oneOf(LEVELS),
      isSameWording: isBoolean,
      themes: arrayOf(
        object({
          theme: isString,
          group: nullable(isString),
          was: isNumber,
          now: isNumber,
          change: isNumber,
        }),
      ),
      movedAnswers: arrayOf(
        object({
          number: isInteger(1),
          text: isString,
          was: isString,
          now: isString,
          steps: isInteger(2, 4),
        }),
      ),
    }),
  ),
});
