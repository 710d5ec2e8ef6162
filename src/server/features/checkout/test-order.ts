import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OutboxRow } from '../../outbox/messages.ts';
import { completedFreeOrder, type Order, queueReportEmail, type ReportBudget } from './orders.ts';

const TEST_ORDER_CODE = 'ADMIN-TEST';

/**
 * A completed free order for the admin's end-to-end e-mail test, queued through the same `queueReportEmail` as a
 * real order, so the test exercises the real path from outbox to inbox. It counts in its mailbox's report budget
 * like any report, but staff's own test is never held back for it.
 */
export async function createTestOrder({
  db,
  visitorId,
  assessmentResultId,
  assessmentType,
  email,
  holdUntil,
  budget,
}: {
  db: Database;
  visitorId: string;
  assessmentResultId: number;
  assessmentType: Order['assessmentType'];
  email: string;
  holdUntil: Date;
  budget: ReportBudget;
}): Promise<{ order: Order; message: OutboxRow }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values(
        completedFreeOrder({
          visitorId,
          assessmentResultId,
          assessmentType,
          email,
          discountCode: TEST_ORDER_CODE,
        }),
      )
      .returning();
    if (!order) throw new Error('inserting the test order returned no row');
    const message = await queueReportEmail(tx, order, { holdUntil, budget, whenSpent: 'send' });
    if (!message) throw new Error('the test order has no address to send to');
    return { order, message };
  });
}
