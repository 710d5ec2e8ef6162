import type { FastifyInstance } from 'fastify';
import { logNotFoundContract, trackEventContract } from '../../../domain/analytics/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { logNotFound, recordEvent } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const limited = { onRequest: app.publicWriteLimit };

  routeFromContract(app, trackEventContract, limited, async (request) => {
    await recordEvent(app.db, request.visitorId, request.body);
    return { success: true as const };
  });

  routeFromContract(app, logNotFoundContract, limited, async (request) => {
    await logNotFound(app.db, request.body);
    return { success: true as const };
  });
}
