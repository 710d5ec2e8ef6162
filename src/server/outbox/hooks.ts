import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { OutboxKind } from '../db/schema.ts';
import type { OutboxRow, QueuedMessageOf } from './messages.ts';

/**
 * What a feature adds to the delivery of its kind of message. The outbox knows no feature's tables: app.ts hands
 * it each feature's hooks (the report's order status from checkout, the one-time link's grant from privacy).
 */
export type KindHooks<K extends OutboxKind> = {
  /**
   * The last decision before the message is sent: the message to send, or null when it is not to be sent at
   * all (the hook removed its row).
   */
  prepare?: (message: QueuedMessageOf<K>) => Promise<QueuedMessageOf<K> | null>;
  /**
   * After the row is recorded 'sent', in a statement of its own (retried while the database fails): the message
   * is out whatever this does. `at` is the time to record (the database's clock, or a test's).
   */
  onSent?: (db: Database, message: QueuedMessageOf<K>, at: SQL) => Promise<void>;
  /**
   * In the transaction that records the row 'failed' for good. It gets the row as stored: a payload that did not
   * fit its kind is one of the ways a message fails.
   */
  onFailed?: (tx: Database, row: StoredMessageOf<K>, at: SQL) => Promise<void>;
};

/** A row of kind K whose payload was not read. */
type StoredMessageOf<K extends OutboxKind> = Omit<OutboxRow, 'kind'> & { kind: K };

export type OutboxHooks = { [K in OutboxKind]?: KindHooks<K> };

/** The hooks of one message's kind. */
export function hooksOf<K extends OutboxKind>(
  hooks: OutboxHooks | undefined,
  message: { kind: K },
): KindHooks<K> {
  // The map is keyed by kind, so the entry under this message's kind takes this message; TypeScript cannot
  // follow a key to its value's type for a kind that is a union.
  return (hooks?.[message.kind] ?? {}) as KindHooks<K>;
}
