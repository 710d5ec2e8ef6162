import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { metricsContract } from '../../../domain/metrics/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppMetrics } from '../../lib/app-metrics.ts';

/**
 * `GET /metrics` for Prometheus. The route always exists (so the route table has one shape); without
 * METRICS_TOKEN it answers 404 like any unknown path, with one it wants that token as a bearer token.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: AppMetrics; token: string | undefined },
): Promise<void> {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  routeFromContract(app, metricsContract, {}, async (request, reply) => {
    if (!expected) {
      throw new AppError('not_found', { status: 404, message: `Not found: GET ${request.url}` });
    }
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('metrics_unauthorised', {
        status: 401,
        message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return reply.send(await metrics.registry.metrics());
  });
}
