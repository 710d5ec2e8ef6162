import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ErasureCounts, ErasureSource } from '../../../domain/your-data/schemas.ts';
import { createdAt } from './columns.ts';

/**
 * A one-time link to the "Your data" page. Only the SHA-256 of the link's token is stored, and only the SHA-256
 * of the session it opens; the tokens live in the e-mail and in the visitor's HttpOnly cookie. A link that was
 * opened (`used_at` set) proves its address; a correction's confirmation link does too.
 */
export const dataAccessLinks = pgTable(
  'data_access_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Stored lower case: the address whose data the link opens. */
    email: text('email').notNull(),
    /**
     * Set on a correction's confirmation link, sent to `email`: the address (lower case) whose data moves to
     * `email` when the link is opened. Null on a plain data link.
     */
    correctsFrom: text('corrects_from'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was opened; a used link never opens again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionHash: varchar('session_hash', { length: 64 }).unique(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('data_access_links_email_idx').on(table.email)],
);

/**
 * Who erased whose data, when, and how much: the record accountability needs, without the erased data (no
 * address, no answers) so the audit cannot undo the erasure.
 */
export const erasureAudits = pgTable('erasure_audits', {
  id: serial('id').primaryKey(),
  source: varchar('source', { length: 16 }).$type<ErasureSource>().notNull(),
  /** The admin's username for admin erasures; null when the person erased their own data. */
  requestedBy: varchar('requested_by', { length: 128 }),
  counts: jsonb('counts').$type<ErasureCounts>().notNull(),
  /** Orders kept for accounting, with their personal fields removed. */
  ordersKept: integer('orders_kept').notNull(),
  note: text('note'),
  createdAt: createdAt(),
});
