import { z } from 'zod';
import { LIBRARY_EMAIL_MESSAGES } from '../email-address/email-address.ts';
import { emailAddressSchema } from '../email-address/schema.ts';
import { languageSchema } from '../locale/schemas.ts';

/** Completed referrals that earn one free Complete Report. */
export const REFERRALS_FOR_REWARD = 3;
/** An invite not completed within this many days expires. */
export const REFERRAL_EXPIRY_DAYS = 30;
/** Invitations one visitor may send per day. */
export const INVITES_PER_DAY = 10;
/**
 * One invitation e-mail per mailbox in this many days, whoever sends it: later invitations are kept on their
 * inviter's list but not e-mailed, so nobody can use the programme to fill a stranger's inbox.
 */
export const INVITATION_EMAIL_INTERVAL_DAYS = 30;
/** One referral reward per mailbox in this many days, however many visitor cookies earned one. */
export const REWARD_INTERVAL_DAYS = 30;

/**
 * Rewards claimed from one network block (an IPv4 /24, an IPv6 /48) in REWARD_INTERVAL_DAYS, whoever claims them:
 * fresh cookies are free, fresh networks are not.
 */
export const REWARDS_PER_NETWORK_BLOCK = 2;
/**
 * Reward reports to one e-mail domain in REWARD_INTERVAL_DAYS. A domain that takes mail for any name (a
 * catch-all) gives its owner unlimited addresses; the large public mail services, where each mailbox is a sign-up
 * of its own, are not limited this way (PUBLIC_MAIL_DOMAINS).
 */
export const REWARDS_PER_DOMAIN = 3;
/** From this many reward reports to one domain in REWARD_INTERVAL_DAYS, staff are told. */
export const REWARD_DOMAIN_NOTICE_AT = 2;
/** Public mail services: no catch-all for their users, many real buyers each. Lower case. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.de',
  'hotmail.fr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.de',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'mail.com',
  'yandex.com',
]);

const REFERRAL_STATUSES = ['pending', 'completed', 'expired'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Progress toward the reward, capped at 100%. */
export function referralProgressPercent(completedReferrals: number): number {
  return Math.min(100, Math.floor((Math.max(0, completedReferrals) / REFERRALS_FOR_REWARD) * 100));
}

export const referralUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const referralOverviewSchema = z.object({
  program: z.object({
    referralCode: z.string(),
    rewardsClaimed: z.boolean(),
    rewardCode: z.string().nullable(),
  }),
  referrals: z.array(
    z.object({
      id: z.number().int(),
      friendEmail: z.string(),
      status: z.enum(REFERRAL_STATUSES),
      createdAt: z.string(),
    }),
  ),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

export const referralCheckSchema = z.object({
  completedReferrals: z.number().int(),
  canClaimReward: z.boolean(),
});

export const inviteFriendSchema = z.object({
  userId: z.string().min(1).max(64),
  // Checked as typed, lower-cased only then: lower-casing first would turn the Kelvin sign (U+212A) into a k and
  // let through an address that no form would take.
  friendEmail: emailAddressSchema(LIBRARY_EMAIL_MESSAGES.invalid).transform((email) => email.toLowerCase()),
  // The language of the page the invitation is sent from, which it is written in; English when left out.
  language: languageSchema.optional(),
});
export const inviteFriendResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const acceptInviteSchema = z.object({ token: z.string().min(16).max(64) });
export const acceptInviteResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const claimRewardResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  rewardCode: z.string().nullable(),
});
