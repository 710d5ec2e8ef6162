import type { FastifyInstance } from 'fastify';
import { ordersContract, paymentsContract } from '../../../domain/admin-orders/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { describeFreeOrderCode, listOrders } from './list-orders.ts';

/** Admin only (registered inside the admin guard): payments and orders. */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const isStripeLive = app.config.stripe.secretKey?.startsWith('sk_live_') ?? false;

  routeFromContract(app, paymentsContract, {}, async () => listOrders(app.db, { isStripeLive }));

  routeFromContract(app, ordersContract, {}, async (request) => ({
    orders: await listOrders(app.db, { status: request.query.status, isStripeLive }),
    freeOrderCode: await describeFreeOrderCode(app.db, app.config.freeOrderCode),
  }));
}
