import { z } from 'zod';
import { LEVELS } from '../assessments/levels.ts';

const themeChangeSchema = z.object({
  theme: z.string(),
  group: z.string().nullable(),
  was: z.number().min(0).max(4),
  now: z.number().min(0).max(4),
  change: z.number().min(-4).max(4),
});

const movedAnswerSchema = z.object({
  number: z.number().int().positive(),
  text: z.string(),
  was: z.string(),
  now: z.string(),
  steps: z.number().int().min(2).max(4),
});

/** GET /api/assessment-results/:id/earlier: what changed since the visitor's previous take, or null for a first. */
export const earlierTakeSchema = z.object({
  comparison: z
    .object({
      earlierAt: z.iso.datetime({ offset: true }),
      levelThen: z.enum(LEVELS),
      levelNow: z.enum(LEVELS),
      isSameWording: z.boolean(),
      themes: z.array(themeChangeSchema),
      movedAnswers: z.array(movedAnswerSchema),
    })
    .nullable(),
});
