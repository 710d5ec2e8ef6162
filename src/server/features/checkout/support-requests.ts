import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { maskEmail } from '../../../domain/checkout/masked-email.ts';
import {
  RESEND_WINDOW_HOURS,
  RESEND_WINDOW_MS,
  RESENDS_PER_ADDRESS,
  RESENDS_PER_ORDER,
} from '../../../domain/checkout/resend-limits.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { assessmentResults, orders, outbox } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueMessage } from '../../outbox/queue-message.ts';
import { findOwnConfirmedOrder } from './order-confirmation.ts';
import {
  findLatestCompletedOrder,
  findOwnResult,
  type Order,
  queueReportEmail,
  type ReportBudget,
} from './orders.ts';
import { findDeclinedRewardOrder, isRewardOrder } from './reward-redemption.ts';

const NO_ORDER = (words: Messages) => words.replies.noCompletedOrder;
const EMAIL_MISMATCH = (words: Messages) => words.replies.emailMismatch;

/**
 * Sends the report again, to the order's own address only: this is never a way to mail someone else.
 * The caller must be the visitor who bought it; the answer is in `words`, the caller's language.
 */
export async function resendReportEmail({
  db,
  visitorId,
  assessmentResultId,
  email,
  supportEmail,
  budget,
  words,
}: {
  db: Database;
  visitorId: string;
  assessmentResultId: number;
  email: string;
  supportEmail: string;
  budget: ReportBudget;
  words: Messages;
}): Promise<{ success: true; message: string }> {
  // A reward order whose report was declined answers as one whose report went out: its note is sent again
  // instead, so a resend cannot tell its caller which of the two the address got (decision 030).
  const completed = await findLatestCompletedOrder(db, visitorId, assessmentResultId);
  const declined = completed
    ? undefined
    : await findDeclinedRewardOrder(db, { visitorId, resultId: assessmentResultId });
  const ordered = (completed ?? declined)?.email;
  if (ordered && ordered.toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('email_mismatch', { status: 400, message: EMAIL_MISMATCH });
  }
  return resendOrderEmail(db, { completed, declined }, { supportEmail, budget, words, isAgain: true });
}

/**
 * The confirmation page's resend: the order its ref names, if it is the caller's (order-confirmation.ts), sent
 * again to its own address under the same caps as the resend above.
 */
export async function resendOrderEmailByRef({
  db,
  visitorId,
  ref,
  supportEmail,
  budget,
  words,
}: {
  db: Database;
  visitorId: string;
  ref: string;
  supportEmail: string;
  budget: ReportBudget;
  words: Messages;
}): Promise<{ success: true; message: string }> {
  const { order } = await findOwnConfirmedOrder(db, visitorId, ref);
  const placed =
    order.status === 'completed'
      ? { completed: order, declined: undefined }
      : { completed: undefined, declined: order };
  // The page shows the address masked, and so does its answer: the screen may be shared.
  return resendOrderEmail(db, placed, { supportEmail, budget, words, isAgain: true, showAddress: maskEmail });
}

/**
 * Queues the e-mail of the caller's order again and says so, in `words` (the caller's language): "again" where
 * the caller asked for a resend. A reward order answers alike whether it got its report or the note that the
 * reward could not be used, and the note is what it gets again.
 */
async function resendOrderEmail(
  db: Database,
  { completed, declined }: { completed: Order | undefined; declined: Order | undefined },
  {
    supportEmail,
    budget,
    words,
    isAgain,
    showAddress = (email) => email,
  }: {
    supportEmail: string;
    budget: ReportBudget;
    words: Messages;
    isAgain: boolean;
    showAddress?: (email: string) => string;
  },
): Promise<{ success: true; message: string }> {
  const order = completed ?? declined;
  if (!order?.email) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  await queueLimitedResend(db, order, supportEmail, budget, declined ? 'reward-not-used' : 'report');
  const isReward = declined !== undefined || (await isRewardOrder(db, order));
  const email = showAddress(order.email);
  return {
    success: true,
    message: isReward
      ? words.replies.rewardResent({ email })
      : isAgain
        ? words.replies.reportResent({ email })
        : words.replies.reportSending({ email }),
  };
}

/**
 * Queues a resend unless the order or its address had their share in the last window, or the mailbox its
 * report budget (every report e-mail, first sends too). Counting and queueing happen in one transaction that
 * first locks every order of the address, so parallel calls for one address take turns and together never queue
 * more than the caps allow. A declined reward order's note is resent under the same caps as a report.
 */
async function queueLimitedResend(
  db: Database,
  order: Order,
  supportEmail: string,
  budget: ReportBudget,
  kind: 'report' | 'reward-not-used' = 'report',
): Promise<void> {
  const address = order.email?.toLowerCase();
  if (!address) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  await db.transaction(async (tx) => {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(sameAddress(orders.email, address))
      .orderBy(orders.id)
      .for('update');
    const [counts] = await tx
      .select({
        forOrder: sql<number>`count(*) filter (where ${outbox.orderId} = ${order.id})`.mapWith(Number),
        forAddress: sql<number>`count(*) filter (where ${sameAddress(outbox.recipient, address)})`.mapWith(
          Number,
        ),
      })
      .from(outbox)
      .where(
        and(
          inArray(outbox.kind, ['report', 'reward-not-used']),
          sql`${outbox.payload}->>'isResend' = 'true'`,
          gt(outbox.createdAt, new Date(Date.now() - RESEND_WINDOW_MS)),
        ),
      );
    if ((counts?.forOrder ?? 0) >= RESENDS_PER_ORDER) {
      throw new AppError('resend_limit', {
        status: 429,
        message: (words: Messages) =>
          words.replies.resendLimitOrder({
            resends: RESENDS_PER_ORDER,
            hours: RESEND_WINDOW_HOURS,
            email: supportEmail,
          }),
      });
    }
    const addressRefusal = (words: Messages) =>
      words.replies.resendLimitAddress({ hours: RESEND_WINDOW_HOURS, email: supportEmail });
    if ((counts?.forAddress ?? 0) >= RESENDS_PER_ADDRESS) {
      throw new AppError('resend_limit', { status: 429, message: addressRefusal });
    }
    await queueReportEmail(tx, order, {
      kind,
      isResend: true,
      budget,
      whenSpent: 'refuse',
      refusal: addressRefusal,
    });
  });
}

/** Records the address a visitor wants their result's e-mails to go to. */
export async function updateResultEmail(db: Database, visitorId: string, resultId: number, email: string) {
  const result = await findOwnResult(db, visitorId, resultId);
  await db.update(assessmentResults).set({ email }).where(eq(assessmentResults.id, result.id));
}

/**
 * The client's "something went wrong with my order" path: tells the admin, at most once an hour per order, and
 * only about a real order of the calling visitor. The e-mail holds only what the server looked up: nothing the
 * caller sent (such as a session id) reaches staff, so it cannot carry a visitor's text to them.
 */
export async function notifyAdminOfOrderProblem({
  db,
  adminEmail,
  visitorId,
  assessmentResultId,
}: {
  db: Database;
  adminEmail: string | undefined;
  visitorId: string;
  assessmentResultId: number;
}): Promise<{ success: boolean }> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.visitorId, visitorId), eq(orders.assessmentResultId, assessmentResultId)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!found) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  if (!adminEmail) return { success: false };

  await db.transaction(async (tx) => {
    // The order row's lock makes parallel calls take turns, so the hourly check below holds for all of them.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) return;
    const [recent] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'admin-notification'),
          eq(outbox.orderId, order.id),
          gt(outbox.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
        ),
      )
      .limit(1);
    if (recent) return;
    await queueMessage(tx, {
      kind: 'admin-notification',
      recipient: adminEmail,
      orderId: order.id,
      payload: {
        subject: `Order ${order.id} needs attention`,
        orderId: order.id,
        orderStatus: order.status,
        orderType: order.orderType,
        emailStatus: order.emailStatus,
        providerSessionId: order.providerSessionId,
        assessmentType: order.assessmentType,
        reportedAt: new Date().toISOString(),
      },
    });
  });
  return { success: true };
}

/**
 * The last-resort "send e-mail directly" of the return page: it re-queues the report of the caller's own completed order
 * with that address. Subject and text from the request are ignored, so it can never relay other mail. It is a
 * resend like any other and shares their caps.
 */
export async function sendReportDirect({
  db,
  visitorId,
  email,
  supportEmail,
  budget,
  words,
}: {
  db: Database;
  visitorId: string;
  email: string;
  supportEmail: string;
  budget: ReportBudget;
  words: Messages;
}) {
  const [completed] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.visitorId, visitorId), eq(orders.email, email.trim()), eq(orders.status, 'completed')),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  // As in resendReportEmail: a declined reward order answers as a granted one.
  const declined = completed
    ? undefined
    : await findDeclinedRewardOrder(db, { visitorId, email: email.trim() });
  return resendOrderEmail(db, { completed, declined }, { supportEmail, budget, words, isAgain: false });
}
