import { z } from 'zod';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { languageSchema } from '../locale/schemas.ts';

// GET /api/assessment-comparison/:type?score=N&language=de

export const takerComparisonParamsSchema = z.object({
  type: z.enum(ASSESSMENT_TYPES, {
    error: `Unknown assessment. Use one of: ${ASSESSMENT_TYPES.join(', ')}.`,
  }),
});

// A string first: coercing would read a missing or empty `score` as 0. The upper end depends on the assessment
// and is checked by the route.
export const takerComparisonQuerySchema = z.object({
  score: z
    .string({ error: 'Give the score as ?score=N, a whole number.' })
    .regex(/^\d{1,4}$/, 'The score must be a whole number of 0 or more.')
    .transform(Number),
  // The language the score was taken in: each language's results are compared among themselves. English when
  // left out.
  language: languageSchema.default('en'),
});

// Unknown fields are stripped: the answer carries a range of shares from a noisy snapshot and a rounded count,
// never a single result.
export const takerComparisonSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    takers: z.number().int().min(0),
    lowerFrom: z.number().int().min(0).max(100),
    lowerTo: z.number().int().min(0).max(100),
    countedOn: z.iso.date(),
  }),
  z.object({ available: z.literal(false), minimumTakers: z.number().int().positive() }),
]);
