import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminCheckResponseSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminLogoutResponseSchema,
} from '../../../domain/admin.ts';
import {
  adminCheckContract,
  adminLoginContract,
  adminLogoutContract,
} from '../../../domain/admin-contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { logInAdmin } from './login.ts';
import {
  ABSOLUTE_TIMEOUT_MS,
  ADMIN_COOKIE,
  type AdminIdentity,
  deleteAdminSession,
  findAdminSession,
} from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set inside the admin scope only, after the session was checked. */
    admin: AdminIdentity | null;
  }
}

const ADMIN_REQUIRED_MESSAGE = 'Authentication required. Please log in as an administrator.';

/** `POST /admin-login`, `POST /admin-logout`, `GET /api/admin/check`. */
export async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.publicUrl.startsWith('https://');

  routeFromContract(
    app,
    adminLoginContract,
    { body: adminLoginSchema, response: adminLoginResponseSchema },
    {},
    async (request, reply) => {
      try {
        const { token, username } = await logInAdmin({
          db: app.db,
          username: request.body.username,
          password: request.body.password,
          address: request.ip,
        });
        reply.setCookie(ADMIN_COOKIE, token, {
          httpOnly: true,
          sameSite: 'strict',
          secure,
          path: '/',
          maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
        });
        request.log.info({ username }, 'admin logged in');
        return { success: true as const, username };
      } catch (error) {
        if (error instanceof AppError) {
          // Every failed attempt is logged, as the login page tells the person trying.
          request.log.warn(
            { username: request.body.username, address: request.ip, reason: error.code },
            'admin login failed',
          );
        }
        throw error;
      }
    },
  );

  routeFromContract(
    app,
    adminLogoutContract,
    { response: adminLogoutResponseSchema },
    {},
    async (request, reply) => {
      const token = request.cookies[ADMIN_COOKIE];
      if (token) await deleteAdminSession(app.db, token);
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  await app.register(async (admin) => {
    registerAdminGuard(admin);
    routeFromContract(
      admin,
      adminCheckContract,
      { response: adminCheckResponseSchema },
      {},
      async (request) => ({
        authenticated: true as const,
        username: request.admin?.username ?? '',
      }),
    );
  });
}

/**
 * Every route registered in this scope (or below it) answers 401 without a valid admin session. This is the one
 * guard of the admin API; nothing is exempted by matching URLs.
 */
export function registerAdminGuard(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('admin')) scope.decorateRequest('admin', null);
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[ADMIN_COOKIE];
    const identity = token ? await findAdminSession(scope.db, token) : null;
    if (!identity) {
      if (token) reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      throw new AppError('admin_required', { status: 401, message: ADMIN_REQUIRED_MESSAGE });
    }
    request.admin = identity;
    reply.header('cache-control', 'no-store');
  });
}
