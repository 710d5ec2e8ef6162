import { index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export type CapturedAttachment = {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
};

/** The capture mailbox: where e-mail goes when no real provider is configured (development, tests, demos). */
export const capturedEmails = pgTable(
  'captured_emails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    to: text('to_address').notNull(),
    from: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<CapturedAttachment[]>().notNull().default([]),
    /** Headers beyond the usual ones (List-Unsubscribe on invitations), as the provider would have sent them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('captured_emails_to_idx').on(table.to)],
);

export type SuppressionReason = 'opt-out' | 'bounce' | 'complaint';

/**
 * Mailboxes that get no e-mail they did not ask for (invitations): the recipient said "do not invite me again",
 * or Mailgun reported a permanent bounce or a complaint. Transactional mail (a report, a data link) still goes.
 * Only the keyed hash of the mailbox is kept, so the list names nobody to whoever reads it without the server's
 * key; it is kept for as long as invitations are sent, since forgetting an entry would undo the request.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  mailboxKey: varchar('mailbox_key', { length: 64 }).primaryKey(),
  reason: varchar('reason', { length: 16 }).$type<SuppressionReason>().notNull(),
  createdAt: createdAt(),
});

/**
 * The tokens of Mailgun webhooks already taken: a signed request seen twice is a replay. Kept only as long as a
 * signature counts as fresh, after which its timestamp refuses it anyway.
 */
export const mailgunWebhookTokens = pgTable('mailgun_webhook_tokens', {
  token: varchar('token', { length: 128 }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
