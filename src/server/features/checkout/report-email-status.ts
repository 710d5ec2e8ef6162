import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { KindHooks } from '../../outbox/hooks.ts';

/**
 * What the outbox's delivery of a report e-mail records on its order (`emailStatus`, which the return page and
 * the order confirmation show). Handed to the outbox by app.ts: the outbox knows no orders.
 */
export const reportEmailStatus: Pick<KindHooks<'report'>, 'onSent' | 'onFailed'> = {
  // The outbox row already says 'sent', so a failure here resends nothing.
  onSent: (db, message, at) => setEmailStatus(db, message.orderId, 'sent', at),
  onFailed: (tx, row, at) => setEmailStatus(tx, row.orderId, 'failed', at),
};

async function setEmailStatus(
  db: Database,
  orderId: number | null,
  emailStatus: 'sent' | 'failed',
  at: SQL,
): Promise<void> {
  if (orderId === null) return;
  await db.update(orders).set({ emailStatus, updatedAt: at }).where(eq(orders.id, orderId));
}
