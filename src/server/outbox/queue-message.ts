import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { OutboxMessage, OutboxRow } from './messages.ts';

/** When a queued message may go: at once unless held, with the reason staff see beside a held one. */
type Timing = { sendAt?: Date; heldBecause?: string };

/**
 * The one way into the outbox. Called in the transaction that decides to send (the order, the request), so a
 * crash loses neither; the worker claims the row once it is due. A payload must fit its kind, or this does not
 * compile.
 */
export async function queueMessage(
  tx: Database,
  message: OutboxMessage,
  { sendAt, heldBecause }: Timing = {},
): Promise<OutboxRow> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      recipient: message.recipient,
      orderId: message.orderId ?? null,
      payload: message.payload,
      ...(sendAt ? { nextAttemptAt: sendAt } : {}),
      ...(heldBecause ? { lastError: heldBecause } : {}),
    })
    .returning();
  if (!row) throw new Error(`queueing a ${message.kind} message returned no row`);
  return row;
}
