import { and, eq } from 'drizzle-orm';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeOrder, findOrderBySession, queueReportEmail, type ReportBudget } from './orders.ts';

/**
 * Completes the paid order of a checkout session and queues its report e-mail, if the provider says the session
 * is paid. Safe to run at any time, any number of times, concurrently: the webhook and the return page both call
 * it, and the conditional update below completes the order row (unique by provider session id) exactly once.
 * The answer shows the buyer's address only when `visitorId` (the caller, if any) is the buyer. A paid order is
 * never refused for its mailbox's report budget: over it, the report waits in the outbox until the window allows.
 */
export async function fulfilPaidOrder({
  db,
  payments,
  budget,
  sessionId,
  visitorId,
}: {
  db: Database;
  payments: PaymentProvider;
  budget: ReportBudget;
  sessionId: string;
  visitorId?: string;
}): Promise<OrderOutcome> {
  const notFound = () =>
    new AppError('order_not_found', {
      status: 404,
      message: (words: Messages) => words.replies.paymentNotFound,
    });
  const order = await findOrderBySession(db, sessionId);
  if (!order) throw notFound();
  if (order.status === 'completed') return describeOrder(order, visitorId);

  // The provider's word, never the client's: the session must exist, be paid, and belong to this order.
  const session = await payments.retrieveSession(sessionId);
  if (!session || session.metadata.orderId !== String(order.id)) throw notFound();
  if (session.paymentStatus === 'unpaid') {
    throw new AppError('payment_incomplete', {
      status: 402,
      message: (words: Messages) => words.replies.paymentIncomplete,
    });
  }

  const completed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'completed',
        completedAt: new Date(),
        updatedAt: new Date(),
        // What was actually charged (a Stripe promotion code may have lowered it).
        amount: session.amountTotal,
        discountPercentage:
          session.amountTotal < order.originalAmount
            ? Math.round((1 - session.amountTotal / order.originalAmount) * 100)
            : null,
        email: order.email ?? session.customerEmail,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (row) await queueReportEmail(tx, row, { budget, whenSpent: 'wait' });
    return row;
  });

  // Someone else completed it between our read and our update: report the order as it is now.
  const [current] = completed ? [completed] : await db.select().from(orders).where(eq(orders.id, order.id));
  if (!current) throw new Error(`order ${order.id} vanished during fulfilment`);
  if (completed) {
    const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
    return describeOrder(fresh ?? current, visitorId);
  }
  return describeOrder(current, visitorId);
}
