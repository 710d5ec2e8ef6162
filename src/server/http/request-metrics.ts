import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../lib/app-metrics.ts';

/**
 * Every answer's duration by its route's pattern (`/api/assessment-results/:id`), never the URL: one series per
 * route, and no visitor's ids in the labels. A path no route matched counts as `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
