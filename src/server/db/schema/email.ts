import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (table) => [index('captured_emails_to_idx').on(table.to)],
);
