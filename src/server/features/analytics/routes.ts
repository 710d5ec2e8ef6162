import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedResponseSchema, logNotFoundSchema, trackEventSchema } from '../../../domain/analytics.ts';
import { logNotFound, recordEvent } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/events',
    {
      onRequest: app.publicWriteLimit,
      schema: { body: trackEventSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await recordEvent(app.db, request.visitorId, request.body);
      return reply.status(202).send({ success: true });
    },
  );

  routes.post(
    '/api/log-404',
    {
      onRequest: app.publicWriteLimit,
      schema: { body: logNotFoundSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await logNotFound(app.db, request.body);
      return reply.status(202).send({ success: true });
    },
  );
}
