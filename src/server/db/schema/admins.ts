import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id PHC string; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A logged-in admin. Only the SHA-256 of the session token is stored; the token lives in the HttpOnly cookie. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a code (or, without two-step sign-in, the password) was last given in this session: step-up. */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);

/**
 * A right password waiting for its second step (two-step sign-in): not a session, it opens nothing but the code
 * step, and only for a few minutes. Only the SHA-256 of its token is stored; the token lives in an HttpOnly cookie.
 */
export const adminPendingLogins = pgTable(
  'admin_pending_logins',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_pending_logins_expires_idx').on(table.expiresAt)],
);

/** An admin's authenticator app (RFC 6238 TOTP). One per admin; it counts only once confirmed. */
export const adminSecondFactors = pgTable('admin_second_factors', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  /** The TOTP secret sealed with a key derived from SECRET_KEY (lib/secret-box.ts). */
  sealedSecret: text('sealed_secret').notNull(),
  /** Null while the set-up waits for the app's first code: until then the secret protects nothing. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The latest 30-second time step whose code was accepted: that step and earlier ones are refused (replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes: only a keyed hash of each is stored (recovery-codes.ts says why that is enough). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_recovery_codes_admin_code_idx').on(table.adminId, table.codeHash)],
);

/** Every login attempt whose password was checked, for the record the login page promises. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 128 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    isSuccess: boolean('is_success').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_login_attempts_username_idx').on(table.username, table.createdAt),
    index('admin_login_attempts_address_idx').on(table.address, table.createdAt),
  ],
);

/**
 * Failed-login counters: one row per address and user name, and one per address with the user name '' (a real
 * name is never empty). An attempt is counted when it is reserved, under the row lock, before its password is
 * checked; a success gives the reservation back.
 */
export const adminLoginThrottles = pgTable(
  'admin_login_throttles',
  {
    address: varchar('address', { length: 64 }).notNull(),
    username: varchar('username', { length: 128 }).notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.username] }),
    index('admin_login_throttles_last_failure_idx').on(table.lastFailureAt),
  ],
);

/**
 * Wrong codes per account, across every address (code-cap.ts): a fixed one-hour window from its first wrong code.
 * A code check is counted when reserved, under this row's lock, and a right code gives its reservation back.
 */
export const adminCodeCaps = pgTable('admin_code_caps', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Staff were told of this window's cap at this time; at most one notice per window. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/**
 * The one-time token that lets an admin enrol an authenticator app where the server requires two-step sign-in
 * (enrolment-tokens.ts): printed by the admin CLI, only its SHA-256 stored, one per admin, spent by the enrolment.
 */
export const adminEnrolmentTokens = pgTable('admin_enrolment_tokens', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
