import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { healthzContract, livezContract, readyzContract } from '../../../domain/health/contracts.ts';
import { checkDatabase } from '../../db/database-check.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import type { RateLimitMode } from '../../http/rate-limit-store.ts';
import type { OutageLog } from '../../lib/outage-log.ts';

export type ProbeDeps = {
  /** Told of each readiness check's outcome, so that a database outage is logged once. */
  databaseOutage: OutageLog;
  /** Where the rate limits count: `alone` shows as a degraded Redis, which does not fail readiness. */
  rateLimitMode: () => RateLimitMode;
};

/**
 * The probes of load balancers and orchestrators, without authentication or details beyond the reason:
 * `/livez` answers whenever the process does (restart it only when this fails); `/readyz` (and `/healthz`, its
 * older name) answers 503 while the database cannot be reached or while the instance drains before shutting
 * down, so traffic goes elsewhere. Migrations are done by then: the server listens only after they ran. A slow
 * or absent Redis only adds `redis: degraded`: the instance still serves, counting its rate limits alone.
 */
export function registerLoadBalancerProbes(app: FastifyInstance, deps: ProbeDeps): void {
  routeFromContract(app, livezContract, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  for (const contract of [readyzContract, healthzContract]) {
    routeFromContract(app, contract, {}, (request, reply) => readiness(app, request, reply, deps));
  }
}

async function readiness(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ProbeDeps,
) {
  reply.header('cache-control', 'no-store');
  const mode = deps.rateLimitMode();
  const redis = mode === 'off' ? {} : { redis: mode === 'shared' ? ('up' as const) : ('degraded' as const) };
  if (app.lifecycle.isDraining) {
    return reply
      .status(503)
      .send({ status: 'draining', message: 'This instance is shutting down.', ...redis });
  }
  try {
    await checkDatabase(app.db);
  } catch (error) {
    deps.databaseOutage.failed({ err: error, route: request.routeOptions.url });
    return reply
      .status(503)
      .send({ status: 'unhealthy', message: 'The database cannot be reached.', ...redis });
  }
  deps.databaseOutage.recovered();
  return { status: 'ok' as const, ...redis };
}
