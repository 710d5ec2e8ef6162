import { pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * When the admin was last told about a service in a status. Kept in the database so the one-per-hour promise
 * holds across restarts and across instances.
 */
export const notificationThrottles = pgTable(
  'notification_throttles',
  {
    service: varchar('service', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.service, table.status] })],
);
