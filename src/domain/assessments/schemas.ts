import { z } from 'zod';
import { languageSchema } from '../locale/schemas.ts';
import { ASSESSMENT_TYPES } from './catalogue.ts';
import { LEVELS } from './levels.ts';
import {
  cleanExample,
  EXAMPLE_MAX_LENGTH,
  IMPACTS,
  LIFE_AREAS,
  ONSETS,
  orderAreas,
} from './result-context.ts';

export const assessmentTypeSchema = z.enum(ASSESSMENT_TYPES);

const answerValueSchema = z.number().int().min(0).max(4);

// POST /api/assessment-results. The schema checks shape only; whether the responses answer exactly the
// questions of `assessmentType` is validateResponses' job, so the server can say which ids are wrong.
export const createAssessmentResultSchema = z.object({
  email: z.email().nullable(),
  assessmentType: assessmentTypeSchema,
  responses: z.record(z.string(), answerValueSchema),
  // Sent by the client but ignored: the server recomputes the score from the responses.
  score: z.number(),
  preliminaryGenerated: z.boolean().optional(),
  // The language of the page the answers were given on; English when left out. The server takes the languages
  // it serves assessments in (the offered ones and its previews) and refuses the others.
  language: languageSchema.optional(),
});

export type CreateAssessmentResultInput = z.infer<typeof createAssessmentResultSchema>;

// Unknown fields are stripped, so nothing beyond id and userId reaches the client by accident.
export const createAssessmentResultResponseSchema = z.object({
  // The payment page refuses a missing or zero id, so a valid id is a positive integer.
  id: z.number().int().positive(),
  userId: z.string(),
});

export type CreateAssessmentResultResponse = z.infer<typeof createAssessmentResultResponseSchema>;

const assessmentResultIdSchema = z.coerce
  .number({ error: 'The result id must be a number.' })
  .int('The result id must be a whole number.')
  .positive('The result id must be a positive number.');

/**
 * GET /api/assessment-results/:id: a stored result, readable only by the visitor who made it (for the
 * results and payment pages). Score, level and subscores are the server's own, computed from the responses.
 */
export const resultParamsSchema = z.object({ id: assessmentResultIdSchema });

/** The three context questions' answers as the server stores and returns them (result-context.ts). */
export const resultContextSchema = z.object({
  onset: z.enum(ONSETS).nullable(),
  areas: z.array(z.object({ area: z.enum(LIFE_AREAS), impact: z.enum(IMPACTS) })),
  example: z.string().nullable(),
});

/**
 * PUT /api/assessment-results/:id/context: what the person answered; a skipped question is null (no areas). The
 * example is cleaned (result-context.ts) and held to its length as the person sees it.
 */
export const saveResultContextSchema = z.object({
  onset: z.enum(ONSETS, { error: 'Choose one of the four answers to "since when", or skip it.' }).nullable(),
  areas: z
    .array(
      z.object({
        area: z.enum(LIFE_AREAS, { error: 'That part of daily life is not one of the five listed.' }),
        impact: z.enum(IMPACTS, { error: 'Say how much with one of the three steps.' }),
      }),
    )
    .max(LIFE_AREAS.length)
    .refine(
      (areas) => new Set(areas.map((entry) => entry.area)).size === areas.length,
      'Each part of daily life can be chosen once.',
    )
    .transform(orderAreas),
  example: z
    .string()
    .max(EXAMPLE_MAX_LENGTH, `The example can be up to ${EXAMPLE_MAX_LENGTH} characters long.`)
    .nullable()
    .transform((text) => (text === null ? null : cleanExample(text))),
});

export const assessmentResultSchema = z.object({
  id: z.number().int().positive(),
  assessmentType: assessmentTypeSchema,
  responses: z.record(z.string(), answerValueSchema),
  score: z.number().int().min(0),
  level: z.enum(LEVELS),
  subscores: z
    .object({ autism: z.number().int(), adhd: z.number().int(), overlap: z.number().int() })
    .nullable(),
  /** Null until the person has been asked the three context questions (a skipped one is null inside). */
  context: resultContextSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
