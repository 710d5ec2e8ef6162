import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { EmailStatus } from '../../../domain/checkout/schemas.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import type { CountryCode } from '../../../domain/report/countries.ts';
import { assessmentResults } from './assessments.ts';
import { createdAt, updatedAt } from './columns.ts';

export type OrderStatus = 'pending' | 'completed' | 'failed';
export type OrderType = 'paid' | 'free';
export type PaymentProviderName = 'stripe' | 'test' | 'free';

/** A Complete Report order. Money in minor units of `currency`. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * The order's address on the site (/orders/<ref>): random, so it tells nothing and cannot be guessed from
     * another order's, unlike the row id. Only the visitor who placed the order is ever answered for it.
     */
    ref: uuid('ref').notNull().defaultRandom(),
    /** Null once retention or an erasure removed the personal fields; amount, dates and references stay. */
    visitorId: varchar('visitor_id', { length: 64 }),
    /** Null once the result was erased: the order stays for accounting, the answers do not. */
    assessmentResultId: integer('assessment_result_id').references(() => assessmentResults.id, {
      onDelete: 'set null',
    }),
    assessmentType: varchar('assessment_type', { length: 32 }).$type<AssessmentType>().notNull(),
    email: text('email'),
    amount: integer('amount').notNull(),
    originalAmount: integer('original_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    discountCode: varchar('discount_code', { length: 64 }),
    discountPercentage: smallint('discount_percentage'),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('pending'),
    emailStatus: varchar('email_status', { length: 16 }).$type<EmailStatus>(),
    orderType: varchar('order_type', { length: 16 }).$type<OrderType>().notNull(),
    provider: varchar('provider', { length: 16 }).$type<PaymentProviderName>().notNull(),
    /**
     * The provider's checkout session id. Its unique index is what makes fulfilment exactly-once: however
     * many webhooks and return pages report a session, there is one order row to complete.
     */
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the buyer gave explicit consent to keep their answers with their address (GDPR Art. 9(2)(a)). */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The privacy policy version the buyer consented under. */
    consentPolicyVersion: varchar('consent_policy_version', { length: 32 }),
    /**
     * The country the buyer said they live in, for the report's referral route and organisations. Null for
     * orders from before the question, for buyers elsewhere, and once the order's personal fields are removed.
     */
    country: varchar('country', { length: 2 }).$type<CountryCode>(),
    /**
     * The language of the result's page, which the order's e-mails and report are written in. Independent of the
     * country: a German speaker in Austria reads German with Austria's route.
     */
    language: varchar('language', { length: 8 }).$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_provider_session_idx').on(table.providerSessionId),
    uniqueIndex('orders_ref_idx').on(table.ref),
    // One free report per result: a double click on a free order cannot make two.
    uniqueIndex('orders_one_free_per_result_idx')
      .on(table.assessmentResultId)
      .where(sql`${table.orderType} = 'free'`),
    index('orders_visitor_idx').on(table.visitorId),
    index('orders_created_idx').on(table.createdAt),
    index('orders_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * Single-use discount codes (the referral programme's rewards). The FREE_ORDER_CODE lives in configuration,
 * not here. A code is used when `used_at` is set, which happens in the transaction that creates its order.
 */
export const discountCodes = pgTable('discount_codes', {
  /** Stored normalised: trimmed and upper case. */
  code: varchar('code', { length: 64 }).primaryKey(),
  percentage: smallint('percentage').notNull(),
  source: varchar('source', { length: 32 }).notNull(),
  /** Who earned it (the referrer's visitor id for reward codes). */
  ownerVisitorId: varchar('owner_visitor_id', { length: 64 }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedByOrderId: integer('used_by_order_id'),
  /**
   * For a reward that bought a report: the keyed hash of the e-mail domain it went to, for the limit on rewards
   * per domain a month. Cleared by retention after that.
   */
  usedDomainKey: varchar('used_domain_key', { length: 64 }),
  createdAt: createdAt(),
});

export type TestSessionStatus = 'open' | 'paid' | 'cancelled';

/** The built-in test provider's checkout sessions (the stand-in for Stripe's hosted page). */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  status: varchar('status', { length: 16 }).$type<TestSessionStatus>().notNull().default('open'),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  email: text('email').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const pdfBytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The Complete Report PDF of an order, kept for the resend window so that resends and retries send the same
 * file instead of rendering twenty pages again. It holds answers: erasure deletes it with the order's personal
 * fields, retention once it is older than the window, and deleting its result deletes it.
 */
export const reportPdfs = pgTable('report_pdfs', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  assessmentResultId: integer('assessment_result_id')
    .notNull()
    .references(() => assessmentResults.id, { onDelete: 'cascade' }),
  pdf: pdfBytes('pdf').notNull(),
  /** The referral letter alone; null in rows kept from before the letter existed, which are then rendered again. */
  letterPdf: pdfBytes('letter_pdf'),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull(),
});
