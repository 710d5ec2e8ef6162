import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as twoStepCalls from '../../../../domain/admin-auth/two-step/contracts.ts';
import { routeFromContract } from '../../../http/contract-route.ts';
import type { AdminIdentity } from '../sessions.ts';
import type { AcceptedCode } from './second-factor.ts';
import {
  confirmTwoStep,
  readTwoStepStatus,
  renewRecoveryCodes,
  setUpTwoStep,
  stepUp,
  turnOffTwoStep,
} from './two-step.ts';

/** The signed-in admin's own two-step sign-in; registered inside the admin guard (routes.ts). */
export async function twoStepRoutes(app: FastifyInstance): Promise<void> {
  const { requireTwoStep: isRequired } = app.config.admin;
  // Status and set-up are what an admin who must still set up two-step sign-in is let through to.
  const openBeforeSetup = { config: { isOpenBeforeTwoStepSetup: true } };
  const callerOf = (request: FastifyRequest) => ({
    db: app.db,
    secretKey: app.config.secretKey,
    admin: request.admin as AdminIdentity,
    address: request.ip,
    notice: { adminEmail: app.config.admin.email, log: request.log },
  });
  /** Using up a recovery code is logged (never the code), as it may mean the app is lost. */
  const logRecoveryCode = (request: FastifyRequest, accepted: AcceptedCode, purpose: string) => {
    if (accepted.method !== 'recovery-code') return;
    request.log.warn(
      { username: request.admin?.username, recoveryCodesLeft: accepted.recoveryCodesLeft },
      `admin used a recovery code to ${purpose}`,
    );
  };

  routeFromContract(app, twoStepCalls.twoStepStatusContract, openBeforeSetup, async (request) =>
    readTwoStepStatus(app.db, callerOf(request).admin.adminId, isRequired),
  );

  routeFromContract(app, twoStepCalls.twoStepSetupContract, openBeforeSetup, async (request) =>
    setUpTwoStep({
      ...callerOf(request),
      isTokenRequired: isRequired,
      enrolmentToken: request.body.enrolmentToken,
    }),
  );

  routeFromContract(app, twoStepCalls.twoStepConfirmContract, openBeforeSetup, async (request) => {
    const recoveryCodes = await confirmTwoStep({
      ...callerOf(request),
      code: request.body.code,
      isTokenRequired: isRequired,
      enrolmentToken: request.body.enrolmentToken,
    });
    request.log.info({ username: request.admin?.username }, 'admin turned on two-step sign-in');
    return { recoveryCodes };
  });

  routeFromContract(app, twoStepCalls.twoStepRecoveryCodesContract, {}, async (request) => {
    const { recoveryCodes, accepted } = await renewRecoveryCodes({
      ...callerOf(request),
      code: request.body.code,
    });
    logRecoveryCode(request, accepted, 'get new recovery codes');
    request.log.info({ username: request.admin?.username }, 'admin got new recovery codes');
    return { recoveryCodes };
  });

  routeFromContract(app, twoStepCalls.twoStepOffContract, {}, async (request) => {
    const accepted = await turnOffTwoStep({ ...callerOf(request), code: request.body.code, isRequired });
    logRecoveryCode(request, accepted, 'turn off two-step sign-in');
    request.log.warn({ username: request.admin?.username }, 'admin turned off two-step sign-in');
    return { success: true as const };
  });

  routeFromContract(app, twoStepCalls.stepUpContract, {}, async (request) => {
    const { steppedUpUntil, accepted } = await stepUp({ ...callerOf(request), ...request.body });
    if (accepted) logRecoveryCode(request, accepted, 'confirm an action that needs a fresh code');
    request.log.info({ username: request.admin?.username }, 'admin gave a fresh code (step-up)');
    return { steppedUpUntil: steppedUpUntil.toISOString() };
  });
}
