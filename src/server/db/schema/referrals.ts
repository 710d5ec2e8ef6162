import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReferralStatus } from '../../../domain/referrals.ts';
import { createdAt } from './columns.ts';

/** A visitor's referral programme, created the first time they open it. */
export const referralPrograms = pgTable('referral_programs', {
  visitorId: varchar('visitor_id', { length: 64 }).primaryKey(),
  referralCode: varchar('referral_code', { length: 16 }).notNull().unique(),
  rewardsClaimed: boolean('rewards_claimed').notNull().default(false),
  rewardCode: varchar('reward_code', { length: 64 }),
  createdAt: createdAt(),
});

/**
 * One invitation. The friend's address is used only to send it (and to stop a second invite to the same
 * address); the privacy policy says so. The link carries `invite_token`; following it binds the friend's visitor.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerVisitorId: varchar('referrer_visitor_id', { length: 64 }).notNull(),
    /** Null once the friend erased their data or retention removed it; the invitation's status stays. */
    friendEmail: text('friend_email'),
    inviteToken: varchar('invite_token', { length: 64 }).notNull().unique(),
    friendVisitorId: varchar('friend_visitor_id', { length: 64 }),
    status: varchar('status', { length: 16 }).$type<ReferralStatus>().notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referrals_referrer_friend_idx').on(table.referrerVisitorId, table.friendEmail),
    index('referrals_friend_visitor_idx').on(table.friendVisitorId),
  ],
);
