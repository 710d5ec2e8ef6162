import { z } from 'zod';

const ANALYTICS_EVENTS = ['page_view', 'assessment_conversion'] as const;

/** `POST /api/events`: sent by the browser only after functional or analytics consent. */
export const trackEventSchema = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(512).startsWith('/').optional(),
  assessment_type: z
    .string()
    .max(32)
    .regex(/^[a-z]+$/, 'must be an assessment id')
    .optional(),
  is_paid: z.boolean().optional(),
  value: z.number().finite().min(0).max(100_000).optional(),
});
export type TrackEventInput = z.infer<typeof trackEventSchema>;

/** `POST /api/log-404`: the path a visitor could not find, to mend broken links. */
export const logNotFoundSchema = z.strictObject({
  path: z.string().min(1).max(2048),
  userAgent: z.string().max(512).optional(),
  referrer: z.string().max(2048).optional(),
});
export type LogNotFoundInput = z.infer<typeof logNotFoundSchema>;

export const acceptedResponseSchema = z.object({ success: z.literal(true) });
