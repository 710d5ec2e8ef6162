import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export type MailboxSendPurpose = 'report-email';

/**
 * One e-mail booked for a mailbox, for budgets of several sends per window (outbox/mailbox-limit.ts): every report
 * e-mail, whatever paid for it. `send_at` may lie ahead: a paid report over its mailbox's budget is booked for
 * when the window allows, and its outbox row waits until then. Only the keyed hash of the mailbox is kept, and a
 * row is useless (and deleted by retention) a day after its send.
 */
export const mailboxSends = pgTable(
  'mailbox_sends',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 32 }).$type<MailboxSendPurpose>().notNull(),
    mailboxKey: varchar('mailbox_key', { length: 64 }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mailbox_sends_key_idx').on(table.purpose, table.mailboxKey, table.sendAt)],
);

export type AttemptPurpose =
  | 'free-order-visitor'
  | 'free-order-address'
  | 'code-guess-visitor'
  | 'code-guess-address';

/**
 * Fixed-window counters of attempts per visitor or per address block (lib/attempt-counter.ts). `subject` is a
 * keyed hash of the visitor id or the block, never the value itself; a row is deleted once its window is over.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    purpose: varchar('purpose', { length: 32 }).$type<AttemptPurpose>().notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.subject] })],
);
