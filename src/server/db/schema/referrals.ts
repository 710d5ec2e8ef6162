import {
  boolean,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReferralStatus } from '../../../domain/referrals/rules.ts';
import { createdAt } from './columns.ts';

/** A visitor's referral programme, created the first time they open it. */
export const referralPrograms = pgTable('referral_programs', {
  visitorId: varchar('visitor_id', { length: 64 }).primaryKey(),
  referralCode: varchar('referral_code', { length: 16 }).notNull().unique(),
  rewardsClaimed: boolean('rewards_claimed').notNull().default(false),
  rewardCode: varchar('reward_code', { length: 64 }),
  /** When the reward was claimed, and the keyed hash of the claimer's network block: rewards per block a month. */
  rewardClaimedAt: timestamp('reward_claimed_at', { withTimezone: true }),
  rewardBlockKey: varchar('reward_block_key', { length: 64 }),
  createdAt: createdAt(),
});

/**
 * One invitation. The friend's address is used only to send it (and to stop a second invite to the same
 * mailbox); the privacy policy says so. The link carries `invite_token`, and only the e-mail to the friend's
 * address carries the link: following it binds the friend's visitor and proves the address.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerVisitorId: varchar('referrer_visitor_id', { length: 64 }).notNull(),
    /** Null once the friend erased their data or retention removed it; the invitation's status stays. */
    friendEmail: text('friend_email'),
    /**
     * The keyed hash of the friend's mailbox (lib/mailbox-key.ts): one inviter invites one mailbox once, however
     * it is spelled. Null with the address, and on invitations from before it was kept.
     */
    friendMailboxKey: varchar('friend_mailbox_key', { length: 64 }),
    /**
     * False when the invitation was kept for the inviter's list but not e-mailed (the mailbox had an invitation
     * within 30 days, or is on the suppression list): nobody holds its link, so it can never complete.
     */
    isMailed: boolean('is_mailed').notNull().default(true),
    inviteToken: varchar('invite_token', { length: 64 }).notNull().unique(),
    friendVisitorId: varchar('friend_visitor_id', { length: 64 }),
    /**
     * Keyed hashes (features/referrals/network-block.ts) of the network blocks the inviter invited from and the
     * friend followed the link from: a friend counts only from a block neither the inviter nor another of their
     * friends used. Cleared by retention once no limit needs them.
     */
    referrerBlockKey: varchar('referrer_block_key', { length: 64 }),
    friendBlockKey: varchar('friend_block_key', { length: 64 }),
    /** When the friend followed the link: only an assessment finished after it completes the invitation. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    status: varchar('status', { length: 16 }).$type<ReferralStatus>().notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referrals_referrer_mailbox_idx').on(table.referrerVisitorId, table.friendMailboxKey),
    index('referrals_friend_visitor_idx').on(table.friendVisitorId),
  ],
);

export type MailboxLimitPurpose = 'invitation-email' | 'reward-redemption';

/**
 * Things allowed once per mailbox in a window, whoever asks: one invitation e-mail a month to any mailbox, one
 * referral reward a month to any mailbox. Only the keyed hash of the mailbox is kept, never the address, and a
 * row is useless (and deleted by retention) once its window has passed.
 */
export const mailboxLimits = pgTable(
  'mailbox_limits',
  {
    purpose: varchar('purpose', { length: 32 }).$type<MailboxLimitPurpose>().notNull(),
    mailboxKey: varchar('mailbox_key', { length: 64 }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.mailboxKey] })],
);
