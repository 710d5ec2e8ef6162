import type { FastifyInstance } from 'fastify';

/**
 * Every answer in this scope tells browsers and shared caches to keep no copy, unless its route chose its own
 * cache policy: API answers carry answers, addresses, orders and tokens, and a route that forgot the header must
 * not leave them in a proxy or the browser's cache.
 */
export function registerNoStoreByDefault(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
