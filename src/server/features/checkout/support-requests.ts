import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders, outbox } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLatestCompletedOrder, findOwnResult, queueReportEmail } from './orders.ts';

const NO_ORDER = 'We could not find a completed order for this assessment.';

/**
 * Sends the report again, to the order's own address only: this is never a way to mail someone else.
 * The caller must be the visitor who bought it.
 */
export async function resendReportEmail({
  db,
  visitorId,
  assessmentResultId,
  email,
}: {
  db: Database;
  visitorId: string;
  assessmentResultId: number;
  email: string;
}): Promise<{ success: true; message: string }> {
  const order = await findLatestCompletedOrder(db, visitorId, assessmentResultId);
  if (!order) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  if (order.email?.toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('email_mismatch', {
      status: 400,
      message: 'Please use the e-mail address you ordered with, or contact support to change it.',
    });
  }
  await db.transaction((tx) => queueReportEmail(tx, order));
  return { success: true, message: `We are sending your report to ${order.email} again.` };
}

/** Records the address a visitor wants their result's e-mails to go to. */
export async function updateResultEmail(db: Database, visitorId: string, resultId: number, email: string) {
  const result = await findOwnResult(db, visitorId, resultId);
  await db.update(assessmentResults).set({ email }).where(eq(assessmentResults.id, result.id));
}

/**
 * The client's "something went wrong with my order" path: tells the admin, at most once an hour per result, and
 * only about a real order of the calling visitor. Nothing in the request is sent anywhere else.
 */
export async function notifyAdminOfOrderProblem({
  db,
  adminEmail,
  visitorId,
  assessmentResultId,
  sessionId,
}: {
  db: Database;
  adminEmail: string | undefined;
  visitorId: string;
  assessmentResultId: number;
  sessionId: string | undefined;
}): Promise<{ success: boolean }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.visitorId, visitorId), eq(orders.assessmentResultId, assessmentResultId)))
    .limit(1);
  if (!order) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  if (!adminEmail) return { success: false };

  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'admin-notification'),
        eq(outbox.orderId, order.id),
        gt(outbox.createdAt, anHourAgo),
      ),
    )
    .limit(1);
  if (recent) return { success: true };

  await db.insert(outbox).values({
    kind: 'admin-notification',
    recipient: adminEmail,
    orderId: order.id,
    payload: {
      subject: `Order ${order.id} needs attention`,
      orderId: order.id,
      orderStatus: order.status,
      emailStatus: order.emailStatus,
      providerSessionId: order.providerSessionId ?? sessionId ?? null,
      assessmentType: order.assessmentType,
      reportedAt: new Date().toISOString(),
    },
  });
  return { success: true };
}

/**
 * The spec's last-resort "send e-mail directly": it re-queues the report of the caller's own completed order
 * with that address. Subject and text from the request are ignored, so it can never relay other mail.
 */
export async function sendReportDirect({
  db,
  visitorId,
  email,
}: {
  db: Database;
  visitorId: string;
  email: string;
}) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.visitorId, visitorId), eq(orders.email, email.trim()), eq(orders.status, 'completed')),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  if (!order) throw new AppError('order_not_found', { status: 404, message: NO_ORDER });
  await db.transaction((tx) => queueReportEmail(tx, order));
  return { success: true, message: `We are sending your report to ${order.email}.` };
}
