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

/** Shown once, never again: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoStepOffSchema = z.object({ success: z.literal(true) });
