import type { CheckoutSessionView } from '../../../domain/checkout/schemas.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrderBySession, isOrderOf } from './orders.ts';

/**
 * A payment session as the return page reads it. Only the buyer's own orders are looked up at the provider: an
 * unknown or someone else's id costs one indexed query and never a provider call, so guessing ids cannot spend the
 * shop's provider quota, and it answers the same "not found" whether the id exists or not.
 */
export async function describeCheckoutSession({
  db,
  payments,
  sessionId,
  visitorId,
}: {
  db: Database;
  payments: PaymentProvider;
  sessionId: string;
  visitorId: string;
}): Promise<CheckoutSessionView> {
  const order = await findOrderBySession(db, sessionId);
  const session = order && isOrderOf(order, visitorId) ? await payments.retrieveSession(sessionId) : null;
  if (!order || !session) {
    throw new AppError('session_not_found', {
      status: 404,
      message: (words: Messages) => words.replies.paymentNotFound,
    });
  }
  const email = order.email ?? session.customerEmail;
  return {
    id: session.id,
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    currency: session.currency.toLowerCase(),
    customer_email: email,
    customer_details: { email },
    metadata: {
      assessmentType: order.assessmentType,
      assessmentResultId: order.assessmentResultId === null ? '' : String(order.assessmentResultId),
    },
  };
}
