import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Messages } from '../../domain/messages/messages.ts';
import { csrfTokenContract } from '../../domain/security/contracts.ts';
import { AppError } from '../lib/app-error.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { routeFromContract } from './contract-route.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_HEADERS = ['csrf-token', 'x-csrf-token'] as const;
const TOKENS_KEPT = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false only where another proof of origin replaces the token (Stripe's signed webhook). */
    csrf?: boolean;
  }
}

/** The token is bound to the visitor cookie: an HMAC of the visitor id that only this server can make. */
function csrfTokenFor(secretKey: string, visitorId: string): string {
  return createHmac('sha256', secretKey).update(`csrf:${visitorId}`).digest('base64url');
}

/**
 * `GET /api/csrf-token` and the check on every state-changing call in this scope. A request without the
 * visitor cookie cannot carry a valid token, so cross-site forms and scripts are refused.
 */
export function registerCsrf(app: FastifyInstance, { secretKey }: { secretKey: string }): void {
  // The token of a visitor never changes, so the HMAC is computed once per visitor, not on every call.
  const tokens = createBoundedCache<string>(TOKENS_KEPT);
  const tokenFor = (visitorId: string) => {
    const cached = tokens.get(visitorId);
    if (cached) return cached;
    const token = csrfTokenFor(secretKey, visitorId);
    tokens.set(visitorId, token);
    return token;
  };
  routeFromContract(app, csrfTokenContract, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { csrfToken: tokenFor(request.visitorId) };
  });

  // A callback hook, not an async one: it runs on every API call and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.csrf === false) {
      done();
      return;
    }
    const expected = Buffer.from(tokenFor(request.visitorId));
    const sent = TOKEN_HEADERS.map((name) => request.headers[name]).find(
      (value) => typeof value === 'string',
    );
    // Compared as bytes: a header with characters beyond ASCII is longer in bytes than in characters.
    const sentBytes = typeof sent === 'string' ? Buffer.from(sent) : undefined;
    const isValid =
      request.hasVisitorCookie &&
      sentBytes !== undefined &&
      sentBytes.length === expected.length &&
      timingSafeEqual(sentBytes, expected);
    done(
      isValid
        ? undefined
        : new AppError('csrf_invalid', {
            status: 403,
            message: (words: Messages) => words.replies.sessionTokenInvalid,
          }),
    );
  });
}
