import { defineContract } from '../api/contract.ts';
import type {
  acceptInviteResponseSchema,
  acceptInviteSchema,
  claimRewardResponseSchema,
  inviteFriendResponseSchema,
  inviteFriendSchema,
  referralCheckSchema,
  referralOverviewSchema,
  referralUserParamsSchema,
} from './rules.ts';

/** The visitor's programme: code, reward state and invitations. Only their own (`userId` is their visitor id). */
export const referralOverviewContract = defineContract<{
  params: typeof referralUserParamsSchema;
  response: typeof referralOverviewSchema;
}>('GET', '/api/referral/:userId');

export const referralCheckContract = defineContract<{
  params: typeof referralUserParamsSchema;
  response: typeof referralCheckSchema;
}>('GET', '/api/referral/check/:userId');

export const inviteFriendContract = defineContract<{
  body: typeof inviteFriendSchema;
  response: typeof inviteFriendResponseSchema;
}>('POST', '/api/referral/friend');

/** Binds the visitor to an invitation they followed, so it completes when they finish an assessment. */
export const acceptInviteContract = defineContract<{
  body: typeof acceptInviteSchema;
  response: typeof acceptInviteResponseSchema;
}>('POST', '/api/referral/accept');

export const claimRewardContract = defineContract<{
  params: typeof referralUserParamsSchema;
  response: typeof claimRewardResponseSchema;
}>('POST', '/api/referral/claim/:userId');
