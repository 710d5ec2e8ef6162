import { z } from 'zod';

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** The visitor's own id (the cookie is HttpOnly): the `userId` of the referral calls. */
export const visitorResponseSchema = z.object({ userId: z.string() });
