import { z } from 'zod';

export const MIN_MAILGUN_KEY_LENGTH = 10;

export const setMailgunKeySchema = z.object({
  apiKey: z.string().trim().min(MIN_MAILGUN_KEY_LENGTH, 'Please enter a valid Mailgun API key').max(256),
  /** The manual-entry form's "this key is for the EU region" box. */
  confirmEuRegion: z.literal(true, { error: 'Please confirm that the key is for the EU region.' }),
});

const masked = z.string().nullable();

/** GET /api/env-comparison. Every key appears only as its last four characters. */
export const keyComparisonSchema = z.object({
  data: z.object({
    mailgun: z.object({
      api_key: z.object({ development: masked, expected: masked, production: masked, new_key: masked }),
      key_sources: z.object({ development: z.string(), expected: z.string(), production: z.string() }),
      key_origins: z.object({ production: z.string() }),
      domain: z.object({ current: z.string().nullable(), expected: z.string().nullable() }),
      region: z.object({ current: z.string(), expected: z.literal('eu') }),
      is_matching: z.boolean(),
    }),
    stripe: z.object({
      api_key: z.object({ development: masked, expected: masked }),
      is_matching: z.boolean(),
    }),
    database: z.object({ connection_string: z.object({ present: z.boolean() }), kind: z.string() }),
  }),
});
export type KeyComparison = z.infer<typeof keyComparisonSchema>;

export const keyMessageSchema = z.object({ message: z.string() });
