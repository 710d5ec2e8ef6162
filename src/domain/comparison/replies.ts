import { either, isInteger, isIsoDate, object, oneOf } from '../api/reply-guard.ts';

// The check of the comparison the results page reads, the same rule as schemas.ts without zod (which would
// weigh more than the whole section).

const isShare = isInteger(0, 100);

export const isTakerComparison = either(
  object({
    available: oneOf([true]),
    takers: isInteger(0),
    lowerFrom: isShare,
    lowerTo: isShare,
    countedOn: isIsoDate,
  }),
  object({ available: oneOf([false]), minimumTakers: isInteger(1) }),
);
