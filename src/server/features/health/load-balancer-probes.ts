import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { healthzSchema } from '../../../domain/health.ts';
import { healthzContract, livezContract, readyzContract } from '../../../domain/health-contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';

/** A database that has not answered `select 1` by then counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * The probes of load balancers and orchestrators, without authentication or details beyond the reason:
 * `/livez` answers whenever the process does (restart it only when this fails); `/readyz` (and `/healthz`, its
 * older name) answers 503 while the database cannot be reached or while the instance drains before shutting
 * down, so traffic goes elsewhere. Migrations are done by then: the server listens only after they ran.
 */
export function registerLoadBalancerProbes(app: FastifyInstance): void {
  routeFromContract(app, livezContract, { response: healthzSchema }, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  for (const contract of [readyzContract, healthzContract]) {
    routeFromContract(app, contract, { response: healthzSchema }, {}, (_request, reply) =>
      readiness(app, reply),
    );
  }
}

async function readiness(app: FastifyInstance, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  if (app.lifecycle.isDraining) {
    return reply.status(503).send({ status: 'draining', message: 'This instance is shutting down.' });
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database timed out')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([app.db.execute(sql`select 1`), timeout]);
    return { status: 'ok' as const };
  } catch {
    return reply.status(503).send({ status: 'unhealthy', message: 'The database cannot be reached.' });
  } finally {
    clearTimeout(timer);
  }
}
