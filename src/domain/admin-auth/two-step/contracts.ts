import { defineContract } from '../../api/contract.ts';
import type { adminCodeSchema } from '../schemas.ts';
import type {
  recoveryCodesSchema,
  stepUpResponseSchema,
  stepUpSchema,
  twoStepConfirmSchema,
  twoStepOffSchema,
  twoStepSetupRequestSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from './schemas.ts';

// The signed-in admin's own second factor. Each call acts on the caller's account only: none takes an admin id.

/** Whether the caller has two-step sign-in, whether the server requires it, and how many recovery codes are left. */
export const twoStepStatusContract = defineContract<{ response: typeof twoStepStatusSchema }>(
  'GET',
  '/api/admin/two-step',
);

/**
 * A new secret to scan; it protects nothing until its first code is confirmed. Refused while one is on, and
 * without a valid enrolment token where the server requires two-step sign-in.
 */
export const twoStepSetupContract = defineContract<{
  body: typeof twoStepSetupRequestSchema;
  response: typeof twoStepSetupSchema;
}>('POST', '/api/admin/two-step/setup');

/**
 * Turns two-step sign-in on with the app's first code (spending the enrolment token where one is required),
 * answers the recovery codes, and ends other sessions.
 */
export const twoStepConfirmContract = defineContract<{
  body: typeof twoStepConfirmSchema;
  response: typeof recoveryCodesSchema;
}>('POST', '/api/admin/two-step/confirm');

/** A new set of recovery codes for a current code; the old ones stop working. */
export const twoStepRecoveryCodesContract = defineContract<{
  body: typeof adminCodeSchema;
  response: typeof recoveryCodesSchema;
}>('POST', '/api/admin/two-step/recovery-codes');

/** Turns two-step sign-in off for a current code; refused when the server requires it. */
export const twoStepOffContract = defineContract<{
  body: typeof adminCodeSchema;
  response: typeof twoStepOffSchema;
}>('POST', '/api/admin/two-step/off');

/** A fresh code (or, without two-step sign-in, the password) for the actions that ask for one for 5 minutes. */
export const stepUpContract = defineContract<{
  body: typeof stepUpSchema;
  response: typeof stepUpResponseSchema;
}>('POST', '/api/admin/step-up');
