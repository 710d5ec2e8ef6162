import { z } from 'zod';

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** The body of every error the API returns. */
export const errorResponseSchema = z.object({ message: z.string() });
