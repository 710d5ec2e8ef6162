import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderListQuerySchema, paymentRecordSchema } from '../../../domain/admin-orders.ts';
import { listOrders } from './list-orders.ts';

/** Admin only (registered inside the admin guard): payments and orders. */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isStripeLive = app.config.stripe.secretKey?.startsWith('sk_live_') ?? false;

  routes.get(
    '/api/admin/payments',
    { schema: { response: { 200: z.array(paymentRecordSchema) } } },
    async () => listOrders(app.db, { isStripeLive }),
  );

  routes.get(
    '/api/admin/orders',
    {
      schema: {
        querystring: orderListQuerySchema,
        response: { 200: z.object({ orders: z.array(paymentRecordSchema) }) },
      },
    },
    async (request) => ({ orders: await listOrders(app.db, { status: request.query.status, isStripeLive }) }),
  );
}
