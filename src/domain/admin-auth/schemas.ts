import { z } from 'zod';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Required').max(128),
  password: z.string().min(1, 'Required').max(512),
});

/**
 * What follows a right password: nothing (signed in), a code from the admin's authenticator app (no session
 * until it is given), or setting up two-step sign-in first (ADMIN_REQUIRE_2FA with no app set up yet).
 */
const adminSecondStepSchema = z.enum(['none', 'code', 'setup']);
export type AdminSecondStep = z.infer<typeof adminSecondStepSchema>;

export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  secondStep: adminSecondStepSchema,
});

/** A six-digit code from the authenticator app, or one of the recovery codes; the server tells them apart. */
export const adminCodeSchema = z.object({ code: z.string().trim().min(1, 'Required').max(64) });

export const adminCodeLoginResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  /** How many recovery codes are left after one was used to sign in; null when the app's code was used. */
  recoveryCodesLeft: z.number().int().nullable(),
});

export const adminCheckResponseSchema = z.object({
  authenticated: z.literal(true),
  username: z.string(),
  /** Two-step sign-in is required and this admin has not set it up: every other admin call is refused. */
  mustSetUpTwoStep: z.boolean(),
});
export const adminLogoutResponseSchema = z.object({ success: z.literal(true) });
