import { z } from 'zod';
import { LIBRARY_EMAIL_MESSAGES } from './email-address.ts';
import { emailAddressSchema } from './email-address-schema.ts';

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

export const INVITE_MESSAGES = {
  mailed: 'Your friend has been invited.',
  notMailed: `We added this invitation to your list but did not e-mail it: this address already had an invitation from Traitscope in the last ${INVITATION_EMAIL_INTERVAL_DAYS} days, or asked us not to send any. It cannot count toward your reward, but you are welcome to tell your friend about Traitscope yourself.`,
} as const;

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
      /** False when the invitation was kept on the list but not e-mailed (INVITE_MESSAGES.notMailed). */
      isMailed: z.boolean(),
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
});
export const inviteFriendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  isMailed: z.boolean(),
});

export const acceptInviteSchema = z.object({ token: z.string().min(16).max(64) });
export const acceptInviteResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const claimRewardResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  rewardCode: z.string().nullable(),
});
