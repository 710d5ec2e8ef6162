import { and, eq } from 'drizzle-orm';
import { maskEmail } from '../../../domain/checkout/masked-email.ts';
import { type OrderConfirmation, orderRefSchema } from '../../../domain/checkout/schemas.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLatestCompletedOrder, type Order } from './orders.ts';
import { findDeclinedRewardOrder, isRewardOrder } from './reward-redemption.ts';

/** An order its confirmation page may show, and whether a referral reward paid for it. */
export type ConfirmedOrder = { order: Order; isReward: boolean };

/**
 * The caller's order of this ref, once it is placed: completed, or a reward order whose report was declined (it
 * must look like a granted one, decision 030). A ref that is not a UUID, names no order, names someone else's or
 * a checkout not paid yet: all get one 404, so the answer tells nobody whether a ref exists.
 */
export async function findOwnConfirmedOrder(
  db: Database,
  visitorId: string,
  ref: string,
): Promise<ConfirmedOrder> {
  const notFound = new AppError('order_not_found', {
    status: 404,
    message: (words: Messages) => words.replies.orderNotFound,
  });
  const parsed = orderRefSchema.safeParse(ref.toLowerCase());
  if (!parsed.success) throw notFound;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ref, parsed.data), eq(orders.visitorId, visitorId)));
  if (!order) throw notFound;
  const isReward = await isRewardOrder(db, order);
  const isPlaced = order.status === 'completed' || (isReward && order.status === 'failed');
  if (!isPlaced) throw notFound;
  return { order, isReward };
}

/** What the confirmation page shows: the report, the masked address, and where its e-mail is. */
export function describeConfirmation({ order, isReward }: ConfirmedOrder): OrderConfirmation {
  const isQueuedOrSent = order.emailStatus === 'pending' || order.emailStatus === 'sent';
  return {
    orderRef: order.ref,
    assessmentType: order.assessmentType,
    maskedEmail: order.email ? maskEmail(order.email) : null,
    delivery: isReward ? 'decided-by-email' : isQueuedOrSent ? 'sending' : 'email-failed',
  };
}

/**
 * The ref of the caller's order for this result, if they placed one: the payment page sends them to it instead
 * of offering a second. A declined reward order counts as placed, as everywhere a caller could see it.
 */
export async function findResultOrderRef(
  db: Database,
  visitorId: string,
  resultId: number,
): Promise<string | null> {
  const completed = await findLatestCompletedOrder(db, visitorId, resultId);
  const placed = completed ?? (await findDeclinedRewardOrder(db, { visitorId, resultId }));
  return placed?.ref ?? null;
}
