import { defineContract } from '../api/contract.ts';
import type { orderListQuerySchema, orderListSchema, paymentListSchema } from './schemas.ts';

/** Every order, newest first: the Payments tab and the purchase history. */
export const paymentsContract = defineContract<{ response: typeof paymentListSchema }>(
  'GET',
  '/api/admin/payments',
);

/** The orders page: all orders, or only the completed or pending ones. */
export const ordersContract = defineContract<{
  query: typeof orderListQuerySchema;
  response: typeof orderListSchema;
}>('GET', '/api/admin/orders');
