import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: the readiness probe fails so the load balancer stops sending, while requests still work. */
    lifecycle: { isDraining: boolean };
  }
}

/**
 * While the instance drains, every answer asks its client to close the connection: a kept-alive connection
 * would otherwise carry new requests to an instance about to close, and those would meet a reset.
 */
export function registerDraining(app: FastifyInstance): void {
  const lifecycle = { isDraining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.isDraining) reply.header('connection', 'close');
  });
}
