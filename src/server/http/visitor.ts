import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { visitorContract } from '../../domain/security/contracts.ts';
import { createBoundedCache } from './bounded-cache.ts';
import { routeFromContract } from './contract-route.ts';

const VISITOR_COOKIE = 'ts_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const VERIFIED_COOKIES_KEPT = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor this request comes from: the `userId` the public API's calls carry. */
    visitorId: string;
    /** True when the visitor cookie arrived with this request (false: it was just created). */
    hasVisitorCookie: boolean;
  }
}

/**
 * Gives every request in this scope a visitor id from a signed, HttpOnly cookie, creating the cookie on
 * first use. The id is random and says nothing about the person.
 */
export function registerVisitor(app: FastifyInstance, { secure }: { secure: boolean }): void {
  app.decorateRequest('visitorId', '');
  app.decorateRequest('hasVisitorCookie', false);
  // Checking the cookie's signature is an HMAC on every call; a cookie once found valid stays valid for the
  // life of the process (the key is the whole signed value, so a forged one never matches).
  const verified = createBoundedCache<string>(VERIFIED_COOKIES_KEPT);
  // A callback hook, not an async one: it runs on every API call and has nothing to wait for.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = request.cookies[VISITOR_COOKIE];
    let existing = raw ? verified.get(raw) : undefined;
    if (raw && !existing) {
      existing = readVisitorId(request, raw);
      if (existing) verified.set(raw, existing);
    }
    if (existing) {
      request.visitorId = existing;
      request.hasVisitorCookie = true;
      done();
      return;
    }
    request.visitorId = randomUUID();
    reply.setCookie(VISITOR_COOKIE, request.visitorId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
    });
    done();
  });
}

/** `GET /api/visitor`: the visitor's own id (the cookie is HttpOnly), the `userId` of the referral calls. */
export function registerVisitorRoute(app: FastifyInstance): void {
  routeFromContract(app, visitorContract, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { userId: request.visitorId };
  });
}

function readVisitorId(request: FastifyRequest, raw: string): string | undefined {
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && VISITOR_ID.test(unsigned.value) ? unsigned.value : undefined;
}
