import { and, desc, eq } from 'drizzle-orm';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { bookMailboxSend } from '../../outbox/mailbox-limit.ts';
import type { OutboxRow } from '../../outbox/messages.ts';
import { queueMessage } from '../../outbox/queue-message.ts';

export type Order = typeof orders.$inferSelect;

/** The caller's own result, or a 404 that does not say whether someone else's exists. */
export async function findOwnResult(db: Database, visitorId: string, resultId: number) {
  const [result] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.visitorId, visitorId)));
  if (!result) {
    throw new AppError('result_not_found', {
      status: 404,
      message: (words: Messages) => words.replies.resultsMissing,
    });
  }
  return result;
}

/** The row of a free order, completed at once: a 100% code pays the whole price. */
export function completedFreeOrder({
  visitorId,
  assessmentResultId,
  assessmentType,
  email,
  discountCode,
}: {
  visitorId: string;
  assessmentResultId: number;
  assessmentType: Order['assessmentType'];
  email: string;
  discountCode: string;
}) {
  return {
    visitorId,
    assessmentResultId,
    assessmentType,
    email,
    amount: 0,
    originalAmount: REPORT_PRICE.amount,
    currency: REPORT_PRICE.currency,
    discountCode,
    discountPercentage: 100,
    status: 'completed',
    completedAt: new Date(),
    orderType: 'free',
    provider: 'free',
  } satisfies typeof orders.$inferInsert;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The one budget every report e-mail is counted in (docs/decisions/029-report-mailbox-budget.md). */
export type ReportBudget = { secretKey: string; perMailboxPerDay: number };

export function reportBudgetOf(config: Pick<Config, 'secretKey' | 'reportLimits'>): ReportBudget {
  return { secretKey: config.secretKey, perMailboxPerDay: config.reportLimits.emailsPerMailboxPerDay };
}

/**
 * What happens to a report e-mail over its mailbox's budget: `wait` queues it for when the window allows (a paid
 * order is never refused nor dropped), `refuse` throws a 429 with `refusal` (and the caller's transaction rolls
 * back), `send` only counts it (staff's own test, which staff send at once).
 */
type WhenSpent =
  | { whenSpent: 'wait' | 'send' }
  | { whenSpent: 'refuse'; refusal: (words: Messages) => string };

/**
 * The e-mail an order sends its address: its report, or, for a reward order whose report may not go out
 * (reward-redemption.ts), the note that says why. Both count in the mailbox's report budget, so the two outcomes
 * of a reward order look alike to its caller.
 */
type OrderEmailKind = 'report' | 'reward-not-used';

/**
 * Puts the report e-mail of a completed order in the outbox, booked in its mailbox's budget. Called in the
 * transaction that completes the order, so there is never a completed order without its e-mail, nor an e-mail
 * without its order, and by the capped resends. `holdUntil` keeps the background worker off it until then (the
 * admin's test flow sends it itself).
 */
export async function queueReportEmail(
  tx: Database,
  order: Order,
  {
    kind = 'report',
    isResend = false,
    holdUntil,
    budget,
    ...spent
  }: { kind?: OrderEmailKind; isResend?: boolean; holdUntil?: Date; budget: ReportBudget } & WhenSpent,
): Promise<OutboxRow | undefined> {
  if (!order.email) return undefined;
  const now = new Date();
  const sendAt = await bookMailboxSend(tx, {
    purpose: 'report-email',
    mailboxKey: mailboxKey(budget.secretKey, order.email),
    perWindow: budget.perMailboxPerDay,
    windowMs: DAY_MS,
    now,
    mayWait: spent.whenSpent !== 'refuse',
  });
  if (sendAt === null) {
    throw new AppError('report_limit', {
      status: 429,
      message: spent.whenSpent === 'refuse' ? spent.refusal : (words: Messages) => words.replies.tryTomorrow,
    });
  }
  const isHeld = spent.whenSpent === 'wait' && sendAt.getTime() > now.getTime();
  const payload = {
    orderId: order.id,
    // Resends are counted against their caps by this flag; the first send of an order is not a resend.
    ...(isResend ? { isResend: true as const } : {}),
  };
  const message = await queueMessage(
    tx,
    kind === 'report'
      ? {
          kind,
          recipient: order.email,
          orderId: order.id,
          payload: {
            ...payload,
            assessmentResultId: order.assessmentResultId,
            assessmentType: order.assessmentType,
          },
        }
      : { kind, recipient: order.email, orderId: order.id, payload },
    isHeld
      ? {
          sendAt,
          // Staff see this on the e-mail page's outbox list, beside the time it will go.
          heldBecause: `Held: this mailbox has had its ${budget.perMailboxPerDay} report e-mails of the last 24 hours; it goes out at the time shown.`,
        }
      : { sendAt: holdUntil },
  );
  if (kind === 'report') {
    await tx
      .update(orders)
      .set({ emailStatus: 'pending', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  }
  return message;
}

/**
 * How an order looks to a return page. Anyone holding a session id may ask (it is only a trigger), so the
 * buyer's address is in the answer only when the caller is the visitor who ordered.
 */
export function describeOrder(order: Order, callerVisitorId: string | undefined): OrderOutcome {
  if (order.status !== 'completed') {
    return {
      success: false,
      emailSent: false,
      emailStatus: null,
      message: 'Your payment has not been completed yet.',
      orderId: order.id,
    };
  }
  const isQueuedOrSent = order.emailStatus === 'pending' || order.emailStatus === 'sent';
  return {
    success: true,
    emailSent: isQueuedOrSent,
    emailStatus: order.emailStatus,
    message: isQueuedOrSent
      ? 'Your order is complete. Your report is on its way to your inbox.'
      : 'Your order is complete, but we had trouble sending your report e-mail.',
    orderId: order.id,
    ...(isOrderOf(order, callerVisitorId) ? { email: order.email ?? undefined, orderRef: order.ref } : {}),
    assessmentType: order.assessmentType,
  };
}

export async function findLatestCompletedOrder(db: Database, visitorId: string, resultId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.visitorId, visitorId),
        eq(orders.assessmentResultId, resultId),
        eq(orders.status, 'completed'),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  return order;
}

export async function findOrderBySession(db: Database, sessionId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return order;
}

/** True when the caller is the visitor who placed the order (an erased order belongs to nobody). */
export function isOrderOf(order: Pick<Order, 'visitorId'>, visitorId: string | undefined): boolean {
  return order.visitorId !== null && order.visitorId === visitorId;
}
