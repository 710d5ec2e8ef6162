import type { FastifyInstance } from 'fastify';
import { acceptedResponseSchema, logNotFoundSchema, trackEventSchema } from '../../../domain/analytics.ts';
import { logNotFoundContract, trackEventContract } from '../../../domain/analytics-contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { logNotFound, recordEvent } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const limited = { onRequest: app.publicWriteLimit };

  routeFromContract(
    app,
    trackEventContract,
    { body: trackEventSchema, response: acceptedResponseSchema },
    limited,
    async (request) => {
      await recordEvent(app.db, request.visitorId, request.body);
      return { success: true as const };
    },
  );

  routeFromContract(
    app,
    logNotFoundContract,
    { body: logNotFoundSchema, response: acceptedResponseSchema },
    limited,
    async (request) => {
      await logNotFound(app.db, request.body);
      return { success: true as const };
    },
  );
}
