import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer is sent: the request (method, path, query names only; see
 * lib/logger.ts), its status and time, under the request's id. Fastify's own logging writes two (one on arrival,
 * one on the answer), each redacted and scrubbed, which halved what a small call could serve at production's
 * `info` level (decision 045). A request the client abandons before the answer is logged when it goes.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ req: request }, 'request aborted by the client');
  });
}
