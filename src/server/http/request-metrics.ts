import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from '../lib/app-metrics.ts';

// Pages are served by the not-found handler, which has no route pattern of its own, and the prerendered ones by a
// route per path (`/assessment/adhd`): both name the page's pattern here, which wins over the route's own.
const namedRoutes = new WeakMap<FastifyRequest, string>();

/** Labels a request that no Fastify route matched with the pattern of what answered it (a page's route). */
export function nameRoute(request: FastifyRequest, pattern: string): void {
  namedRoutes.set(request, pattern);
}

/**
 * Every answer's duration by its route's pattern (`/api/assessment-results/:id`, `/assessment/:type/:question?`),
 * never the URL: one series per route, and no visitor's ids in the labels. A path nothing answered for (a page
 * or call that does not exist) counts as `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: namedRoutes.get(request) ?? request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
