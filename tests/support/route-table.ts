import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { PRERENDERED_PATHS } from '../../src/server/features/pages/prerendered-pages.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type RouteEntry = {
  method: string;
  /** As registered, with `:param` placeholders. */
  path: string;
  /** A concrete URL for the route: every placeholder filled with a harmless value. */
  url: string;
  isCsrfExempt: boolean;
  /** The top-level field names of the route's zod body schema (empty when it has none). */
  bodyKeys: string[];
};

/**
 * Calls anyone may make without an admin session. Every other route is treated as an admin call and must
 * answer 401 without a session, so a route added later is guarded unless someone lists it here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'GET /livez',
  'GET /readyz',
  // Guarded by its own bearer token (METRICS_TOKEN), not an admin session; off (404) without one.
  'GET /metrics',
  'GET /og/:image',
  // The prerendered pages, each a route of its own (features/pages/client-app.ts).
  ...PRERENDERED_PATHS.map((path) => `GET ${path}`),
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /api/csrf-token',
  'GET /api/visitor',
  'POST /api/events',
  'POST /api/log-404',
  'POST /api/assessment-results',
  'GET /api/assessment-results/:id',
  'GET /api/assessment-results/:id/order',
  'GET /api/assessment-results/:id/earlier',
  'PUT /api/assessment-results/:id/context',
  'GET /api/assessment-comparison/:type',
  'GET /api/referral/:userId',
  'GET /api/referral/check/:userId',
  'POST /api/referral/claim/:userId',
  'POST /api/referral/friend',
  'POST /api/referral/accept',
  'POST /api/discount-codes/validate',
  'POST /api/create-checkout-session',
  'POST /api/free-order',
  'POST /api/process-order',
  'GET /api/checkout-sessions/:id',
  'GET /api/orders/:ref',
  'POST /api/orders/:ref/resend',
  'POST /api/resend-assessment-email',
  'POST /api/update-assessment-email',
  'POST /api/admin-payment-notification',
  'POST /api/send-email-direct',
  'GET /api/test-checkout/:id',
  'POST /api/test-checkout/:id/pay',
  'POST /api/test-checkout/:id/cancel',
  'POST /api/stripe/webhook',
  'POST /api/mailgun/webhook',
  'POST /do-not-invite',
  'POST /api/do-not-invite',
  'POST /api/your-data/link',
  'POST /api/your-data/open',
  'GET /api/your-data',
  'GET /api/your-data/export',
  'POST /api/your-data/email',
  'POST /api/your-data/email/confirm',
  'POST /api/your-data/erase',
  'POST /api/your-data/close',
  'POST /api/assessment-results/erase',
  'POST /admin-login',
  'POST /admin-login/code',
  'POST /admin-logout',
]);

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isPublic(route: RouteEntry): boolean {
  return PUBLIC_ROUTES.has(`${route.method} ${route.path}`);
}

/** The real app with the table of every route it registered (HEAD twins left out). */
export async function createAppWithRouteTable(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; routes: RouteEntry[] }> {
  const routes: RouteEntry[] = [];
  const t = await createTestApp({
    env,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          path: route.url,
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          isCsrfExempt: route.config?.csrf === false,
          bodyKeys: bodyKeysOf(route.schema?.body),
        });
      }
    },
  });
  return { t, routes };
}

function bodyKeysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}
