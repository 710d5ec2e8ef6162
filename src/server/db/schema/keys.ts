import { boolean, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A service key an admin entered, encrypted with SECRET_KEY (AES-256-GCM); never stored or shown in clear. */
export const serviceKeys = pgTable('service_keys', {
  service: varchar('service', { length: 32 }).primaryKey(),
  encryptedKey: text('encrypted_key').notNull(),
  lastFour: varchar('last_four', { length: 4 }).notNull(),
  /** Whether the provider accepted the key when it was entered. */
  isVerified: boolean('is_verified').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  updatedBy: varchar('updated_by', { length: 128 }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
