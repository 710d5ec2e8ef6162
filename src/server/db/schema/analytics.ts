import { boolean, doublePrecision, index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** First-party analytics, written only when the visitor consented to functional or analytics cookies. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    visitorId: varchar('visitor_id', { length: 64 }).notNull(),
    path: varchar('path', { length: 512 }),
    assessmentType: varchar('assessment_type', { length: 32 }),
    isPaid: boolean('is_paid'),
    value: doublePrecision('value'),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_name_created_idx').on(table.name, table.createdAt)],
);

export const notFoundLogs = pgTable(
  'not_found_logs',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 2048 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    referrer: varchar('referrer', { length: 2048 }),
    createdAt: createdAt(),
  },
  (table) => [index('not_found_logs_created_idx').on(table.createdAt)],
);
