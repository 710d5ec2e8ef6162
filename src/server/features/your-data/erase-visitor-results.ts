import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessmentResults, erasureAudits, orders, outbox } from '../../db/schema.ts';

/**
 * An anonymous visitor erases every result their visitor cookie holds. Orders keep their accounting fields and
 * lose the link to the visitor and to the result; a report not yet sent for such a result is not sent. An address
 * given at checkout is erased on the Your data page, which proves the address is the visitor's.
 */
export async function eraseVisitorResults(db: Database, visitorId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const results = await tx
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(eq(assessmentResults.visitorId, visitorId));
    const resultIds = results.map((result) => result.id);
    if (resultIds.length > 0) {
      const affectedOrders = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.assessmentResultId, resultIds));
      const orderIds = affectedOrders.map((order) => order.id);
      if (orderIds.length > 0) {
        await tx
          .delete(outbox)
          .where(
            and(eq(outbox.kind, 'report'), eq(outbox.status, 'pending'), inArray(outbox.orderId, orderIds)),
          );
      }
      await tx.delete(assessmentResults).where(inArray(assessmentResults.id, resultIds));
    }
    await tx
      .update(orders)
      .set({ visitorId: null, updatedAt: new Date() })
      .where(eq(orders.visitorId, visitorId));
    await tx.insert(erasureAudits).values({
      source: 'visitor',
      counts: {
        results: resultIds.length,
        orders: 0,
        invitations: 0,
        outboxMessages: 0,
        capturedEmails: 0,
        accessLinks: 0,
      },
      ordersKept: 0,
    });
    return resultIds.length;
  });
}
