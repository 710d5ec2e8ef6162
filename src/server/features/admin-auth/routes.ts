import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminCheckContract,
  adminCodeLoginContract,
  adminLoginContract,
  adminLogoutContract,
} from '../../../domain/admin-auth/contracts.ts';
import type { AdminSecondStep } from '../../../domain/admin-auth/schemas.ts';
import { STEP_UP_PASSWORD_REQUIRED, STEP_UP_REQUIRED } from '../../../domain/admin-auth/two-step/schemas.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPendingLoginOrRefuse, logInAdmin, logInWithCode } from './login.ts';
import { deletePendingLogin, PENDING_LOGIN_COOKIE, PENDING_LOGIN_TTL_MS } from './pending-logins.ts';
import {
  ABSOLUTE_TIMEOUT_MS,
  ADMIN_COOKIE,
  type AdminIdentity,
  deleteAdminSession,
  findAdminSession,
  isSteppedUp,
  staffCookieName,
} from './sessions.ts';
import { twoStepRoutes } from './two-step/routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set inside the admin scope only, after the session was checked. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /**
     * Open to an admin who has yet to set up the two-step sign-in the server requires: the session check and the
     * set-up itself. Every other admin call refuses them.
     */
    isOpenBeforeTwoStepSetup?: boolean;
    /**
     * Needs a fresh code (or, without two-step sign-in, the password) given in this session within the last
     * STEP_UP_TTL_MS: erasing a person's data, changing service keys. Otherwise 403 `step_up_required`.
     */
    requiresStepUp?: boolean;
  }
}

const ADMIN_REQUIRED_MESSAGE = 'Authentication required. Please log in as an administrator.';
const STEP_UP_REQUIRED_MESSAGE =
  'This action needs a fresh code. Please enter a code from your authenticator app (or a recovery code) to go on.';
const STEP_UP_PASSWORD_MESSAGE = 'This action needs your password again. Please enter it to go on.';
const TWO_STEP_SETUP_REQUIRED_MESSAGE =
  'Two-step sign-in is required for the admin area. Please set it up to continue.';

/** The staff cookies' names and attributes: Secure and `__Host-` named when the site is served over https. */
function staffCookies(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const,
    sessionCookie: staffCookieName(ADMIN_COOKIE, secure),
    pendingCookie: staffCookieName(PENDING_LOGIN_COOKIE, secure),
  };
}

/** `POST /admin-login`, `POST /admin-login/code`, `POST /admin-logout`, `GET /api/admin/check`, two-step set-up. */
export async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  const { requireTwoStep } = app.config.admin;
  const { cookieOptions, sessionCookie, pendingCookie } = staffCookies(app.config.publicUrl);
  const startSession = (reply: FastifyReply, token: string) =>
    reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });

  /** Every failed attempt is logged, as the login page tells the person trying. */
  const logFailure = (request: FastifyRequest, username: string, error: unknown, message: string) => {
    if (error instanceof AppError) {
      request.log.warn({ username, address: request.ip, reason: error.code }, message);
    }
  };

  routeFromContract(app, adminLoginContract, {}, async (request, reply) => {
    try {
      const outcome = await logInAdmin({
        db: app.db,
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
      });
      const { username } = outcome;
      if (outcome.kind === 'pending') {
        reply.setCookie(pendingCookie, outcome.pendingToken, {
          ...cookieOptions,
          maxAge: PENDING_LOGIN_TTL_MS / 1000,
        });
        request.log.info({ username }, 'admin password accepted, waiting for the code');
        return { success: true as const, username, secondStep: 'code' as const };
      }
      startSession(reply, outcome.token);
      request.log.info({ username }, 'admin logged in');
      // Whether this admin has an app was settled by the login: with one, it would be pending.
      const secondStep: AdminSecondStep = requireTwoStep ? 'setup' : 'none';
      return { success: true as const, username, secondStep };
    } catch (error) {
      logFailure(request, request.body.username, error, 'admin login failed');
      throw error;
    }
  });

  routeFromContract(app, adminCodeLoginContract, {}, async (request, reply) => {
    const pending = await findPendingLoginOrRefuse(app.db, request.cookies[pendingCookie]);
    const { username } = pending;
    try {
      const { token, accepted } = await logInWithCode({
        db: app.db,
        secretKey: app.config.secretKey,
        pending,
        code: request.body.code,
        address: request.ip,
        notice: { adminEmail: app.config.admin.email, log: request.log },
      });
      reply.clearCookie(pendingCookie, cookieOptions);
      startSession(reply, token);
      if (accepted.method === 'recovery-code') {
        request.log.warn(
          { username, recoveryCodesLeft: accepted.recoveryCodesLeft },
          'admin logged in with a recovery code',
        );
        return { success: true as const, username, recoveryCodesLeft: accepted.recoveryCodesLeft };
      }
      request.log.info({ username }, 'admin logged in');
      return { success: true as const, username, recoveryCodesLeft: null };
    } catch (error) {
      logFailure(request, username, error, 'admin login code failed');
      throw error;
    }
  });

  routeFromContract(app, adminLogoutContract, {}, async (request, reply) => {
    const token = request.cookies[sessionCookie];
    if (token) await deleteAdminSession(app.db, token);
    const pendingToken = request.cookies[pendingCookie];
    if (pendingToken) await deletePendingLogin(app.db, pendingToken);
    reply.clearCookie(sessionCookie, cookieOptions);
    reply.clearCookie(pendingCookie, cookieOptions);
    return { success: true as const };
  });

  await app.register(async (admin) => {
    registerAdminGuard(admin);
    routeFromContract(
      admin,
      adminCheckContract,
      { config: { isOpenBeforeTwoStepSetup: true } },
      async (request) => ({
        authenticated: true as const,
        username: request.admin?.username ?? '',
        mustSetUpTwoStep: requireTwoStep && !request.admin?.hasSecondFactor,
      }),
    );
    await admin.register(twoStepRoutes);
  });
}

/**
 * Every route registered in this scope (or below it) answers 401 without a valid admin session. This is the one
 * guard of the admin API; nothing is exempted by matching URLs. Where the server requires two-step sign-in, an
 * admin who has not set it up gets 403 from every route but those marked `isOpenBeforeTwoStepSetup`.
 */
export function registerAdminGuard(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('admin')) scope.decorateRequest('admin', null);
  const { requireTwoStep } = scope.config.admin;
  const { cookieOptions, sessionCookie } = staffCookies(scope.config.publicUrl);
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[sessionCookie];
    const identity = token ? await findAdminSession(scope.db, token) : null;
    if (!identity) {
      if (token) reply.clearCookie(sessionCookie, cookieOptions);
      throw new AppError('admin_required', { status: 401, message: ADMIN_REQUIRED_MESSAGE });
    }
    request.admin = identity;
    if (
      requireTwoStep &&
      !identity.hasSecondFactor &&
      !request.routeOptions.config.isOpenBeforeTwoStepSetup
    ) {
      throw new AppError('two_step_setup_required', {
        status: 403,
        message: TWO_STEP_SETUP_REQUIRED_MESSAGE,
      });
    }
    if (request.routeOptions.config.requiresStepUp && !isSteppedUp(identity)) {
      const [code, message] = identity.hasSecondFactor
        ? [STEP_UP_REQUIRED, STEP_UP_REQUIRED_MESSAGE]
        : [STEP_UP_PASSWORD_REQUIRED, STEP_UP_PASSWORD_MESSAGE];
      throw new AppError(code, { status: 403, message, isCodeShown: true });
    }
  });
}
