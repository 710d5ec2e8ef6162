import type { FastifyBaseLogger } from 'fastify';
import type { OrderOutcome, ProcessOrderInput } from '../../../domain/checkout/schemas.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { FreeOrderCode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AttemptGuard } from './attempt-limits.ts';
import { createFreeOrder } from './free-order.ts';
import { fulfilPaidOrder } from './fulfil-order.ts';
import { describeOrder, findLatestCompletedOrder, type ReportBudget } from './orders.ts';

/** The marker the free variant of the call sends in place of a payment session. */
const FREE_ORDER_SESSION = 'free_order';

/**
 * What the return page's process-order call asks for. A payment session: fulfil it (the provider says whether it
 * was paid). Otherwise the free variant: a new free order when a code and an address come with it, else the
 * visitor's latest completed order of that result. Safe to call any number of times: fulfilment is idempotent.
 */
export async function processOrder({
  db,
  payments,
  freeOrderCode,
  guard,
  budget,
  adminEmail,
  logger,
  input,
}: {
  db: Database;
  /** Asked for only on the paid path: the free variant works without a payment provider. */
  payments: () => PaymentProvider;
  freeOrderCode: FreeOrderCode | undefined;
  guard: AttemptGuard;
  budget: ReportBudget;
  adminEmail: string | undefined;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  input: ProcessOrderInput;
}): Promise<OrderOutcome> {
  const { visitorId } = guard;
  const { sessionId, assessmentResultId, email, discountCode, consent, country } = input;
  if (sessionId && sessionId !== FREE_ORDER_SESSION) {
    return fulfilPaidOrder({ db, payments: payments(), budget, sessionId, visitorId });
  }
  if (!assessmentResultId) {
    throw new AppError('missing_order', {
      status: 400,
      message: 'A payment session or an assessment result is required.',
    });
  }
  if (email && discountCode) {
    return createFreeOrder({
      db,
      freeOrderCode,
      guard,
      budget,
      adminEmail,
      logger,
      input: { email, assessmentResultId, discountCode, consent, country },
    });
  }
  const order = await findLatestCompletedOrder(db, visitorId, assessmentResultId);
  if (!order) {
    throw new AppError('order_not_found', {
      status: 404,
      message: (words: Messages) => words.replies.yourOrderNotFound,
    });
  }
  return describeOrder(order, visitorId);
}
