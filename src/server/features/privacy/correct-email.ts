import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessmentResults, dataAccessLinks, orders, outbox, testCheckoutSessions } from '../../db/schema.ts';
import { findPersonalRows, sameAddress } from './personal-rows.ts';
import { normaliseEmail } from './tokens.ts';

/**
 * Replaces the address on everything tied to it (orders, results, e-mails still waiting to be sent) and on the
 * open session, so the page goes on working under the corrected address. Invitations keep the address the
 * friend who sent them typed: that record is theirs.
 */
export async function correctEmail({
  db,
  from: rawFrom,
  to: rawTo,
}: {
  db: Database;
  from: string;
  to: string;
}): Promise<{ email: string }> {
  const from = normaliseEmail(rawFrom);
  const to = normaliseEmail(rawTo);
  if (from === to) return { email: to };
  await db.transaction(async (tx) => {
    const { orderRows } = await findPersonalRows(tx, from);
    const orderIds = orderRows.map((order) => order.id);
    if (orderIds.length > 0) {
      await tx.update(orders).set({ email: to, updatedAt: new Date() }).where(inArray(orders.id, orderIds));
      await tx
        .update(testCheckoutSessions)
        .set({ email: to, updatedAt: new Date() })
        .where(inArray(testCheckoutSessions.orderId, orderIds));
    }
    await tx.update(assessmentResults).set({ email: to }).where(sameAddress(assessmentResults.email, from));
    await tx
      .update(outbox)
      .set({ recipient: to })
      .where(and(sameAddress(outbox.recipient, from), eq(outbox.status, 'pending')));
    await tx.update(dataAccessLinks).set({ email: to }).where(eq(dataAccessLinks.email, from));
  });
  return { email: to };
}
