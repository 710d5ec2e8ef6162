import { z } from 'zod';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Required').max(128),
  password: z.string().min(1, 'Required').max(512),
});

export const adminLoginResponseSchema = z.object({ success: z.literal(true), username: z.string() });
export const adminCheckResponseSchema = z.object({ authenticated: z.literal(true), username: z.string() });
export const adminLogoutResponseSchema = z.object({ success: z.literal(true) });
