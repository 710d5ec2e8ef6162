import { z } from 'zod';

/** How many single-use recovery codes an admin gets with two-step sign-in (and with each new set). */
export const RECOVERY_CODE_COUNT = 10;

export const twoStepStatusSchema = z.object({
  isEnabled: z.boolean(),
  /** ADMIN_REQUIRE_2FA: it cannot be turned off, and an admin without it can use nothing else. */
  isRequired: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** A new secret waiting for its first code: the QR code to scan, and the same secret as text to type in. */
export const twoStepSetupSchema = z.object({
  /** Base32, as authenticator apps take it when typed in. */
  secret: z.string(),
  /** An `otpauth://totp/...` URI, the QR code's content. */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/**
 * The one-time token the admin CLI prints where the server requires two-step sign-in: the set-up and its
 * confirmation need it, so a password alone cannot enrol someone else's app.
 */
const enrolmentTokenField = z.string().trim().min(1, 'Required').max(200).optional();

export const twoStepSetupRequestSchema = z.object({ enrolmentToken: enrolmentTokenField });

export const twoStepConfirmSchema = z.object({
  code: z.string().trim().min(1, 'Required').max(64),
  enrolmentToken: enrolmentTokenField,
});

/**
 * A fresh proof for the actions that need one (step-up): a code (app or recovery) from an admin with two-step
 * sign-in, the password from one without it.
 */
export const stepUpSchema = z
  .object({
    code: z.string().trim().min(1, 'Required').max(64).optional(),
    password: z.string().min(1, 'Required').max(128).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: 'Send either a code or the password.',
  });

export const stepUpResponseSchema = z.object({
  /** Until when the actions that need a fresh code are open without asking again (ISO time). */
  steppedUpUntil: z.string(),
});

/**
 * The error codes of the 403 that asks for a fresh code (an admin with two-step sign-in) or the password again
 * (one without); the client answers them with the step-up dialog.
 */
export const STEP_UP_REQUIRED = 'step_up_required';
export const STEP_UP_PASSWORD_REQUIRED = 'step_up_password_required';

/** Shown once, never again: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoStepOffSchema = z.object({ success: z.literal(true) });
