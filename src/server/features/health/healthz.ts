import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthzSchema } from '../../../domain/health.ts';
import { healthzContract } from '../../../domain/health-contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';

/** A database that has not answered `select 1` by then counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * `GET /healthz` for load balancers and orchestrators: 200 while the app can serve, 503 while its database cannot
 * be reached, so traffic goes elsewhere until it is back. No authentication, no details beyond the reason.
 */
export function registerHealthz(app: FastifyInstance): void {
  routeFromContract(app, healthzContract, { response: healthzSchema }, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
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
  });
}
