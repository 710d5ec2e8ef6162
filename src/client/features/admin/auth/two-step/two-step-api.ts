import {
  stepUpContract,
  twoStepConfirmContract,
  twoStepOffContract,
  twoStepRecoveryCodesContract,
  twoStepSetupContract,
  twoStepStatusContract,
} from '../../../../../domain/admin-auth/two-step/contracts.ts';
import type { TwoStepSetup } from '../../../../../domain/admin-auth/two-step/schemas.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { callAdminApi } from '../../shell/admin-call.ts';
import { useAdminQuery } from '../../shell/admin-query.ts';
import { ADMIN_DATA } from '../admin-session.ts';

const TWO_STEP_KEY = [ADMIN_DATA, 'two-step'] as const;

/** The signed-in admin's two-step sign-in: on or off, required or not, recovery codes left. */
export function useTwoStepStatus() {
  return useAdminQuery(TWO_STEP_KEY, twoStepStatusContract, {}, { refetchOnMount: 'always' });
}

/**
 * Reads the status again. Called once the new recovery codes were seen, not as soon as they arrive: the page
 * would else change under the person reading them.
 */
export function refreshTwoStepStatus(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });
}

/** `enrolmentToken`: the one-time token the admin CLI printed, where the server requires two-step sign-in. */
export function startTwoStepSetup(enrolmentToken?: string): Promise<TwoStepSetup> {
  return callAdminApi(twoStepSetupContract, { body: enrolmentToken ? { enrolmentToken } : {} });
}

/** Turns two-step sign-in on with the app's first code; resolves to the recovery codes, shown only now. */
export async function confirmTwoStep(code: string, enrolmentToken?: string): Promise<string[]> {
  const { recoveryCodes } = await callAdminApi(twoStepConfirmContract, {
    body: enrolmentToken ? { code, enrolmentToken } : { code },
  });
  return recoveryCodes;
}

export async function renewRecoveryCodes(code: string): Promise<string[]> {
  const { recoveryCodes } = await callAdminApi(twoStepRecoveryCodesContract, { body: { code } });
  return recoveryCodes;
}

export async function turnOffTwoStep(code: string): Promise<void> {
  await callAdminApi(twoStepOffContract, { body: { code } });
  await refreshTwoStepStatus();
}

/** A fresh code (or the password, for an admin without two-step sign-in) for the actions that ask for one. */
export async function stepUp(proof: { code: string } | { password: string }): Promise<void> {
  await callAdminApi(stepUpContract, { body: proof });
}
