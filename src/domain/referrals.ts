import { z } from 'zod';
import { LIBRARY_EMAIL_MESSAGES } from './email-address.ts';
import { emailAddressSchema } from './email-address-schema.ts';

/** Completed referrals that earn one free Complete Report. */
export const REFERRALS_FOR_REWARD = 3;
/** An invite not completed within this many days expires. */
export const REFERRAL_EXPIRY_DAYS = 30;
/** Invitations one visitor may send per day. */
export const INVITES_PER_DAY = 10;

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
  friendEmail: z.string().trim().toLowerCase().pipe(emailAddressSchema(LIBRARY_EMAIL_MESSAGES.invalid)),
});
export const inviteFriendResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const acceptInviteSchema = z.object({ token: z.string().min(16).max(64) });
export const acceptInviteResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const claimRewardResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  rewardCode: z.string().nullable(),
});
