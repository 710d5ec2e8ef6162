import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EmailTemplateKind } from '../../../domain/email/schemas.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/** `suppressed`: not sent, because the recipient's mailbox is on the suppression list (non-transactional mail only). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed';
/** Each kind of queued e-mail has its template and preview (src/server/integrations/email-templates/). */
export type OutboxKind = Exclude<EmailTemplateKind, 'test-message'>;

/**
 * E-mail waiting to be sent. A row is written in the same transaction as what it reports (an order), so a crash
 * can lose neither; the worker sends it and records the outcome.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).$type<OutboxKind>().notNull(),
    recipient: text('recipient').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * What the kind's message needs, as `queueMessage` (src/server/outbox/) wrote it; read back only through that
     * module's parse, so its type here is what JSON holds, not what a kind promises. For kinds whose payload holds
     * a secret (a one-time link), it is emptied once the message was sent.
     */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 16 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * When a worker took the row or last renewed its lease (the database's clock); a row still 'sending' a lease
     * after this was abandoned by a crash.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * Recorded at the first claim, before anything is sent, and sent with every attempt: a retry after a crash
     * carries the same Message-ID, so the provider, the capture mailbox and the recipient can tell it is one message.
     */
    messageId: text('message_id'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_order_idx').on(table.orderId),
  ],
);
