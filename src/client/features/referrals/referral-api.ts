import {
  claimRewardContract,
  inviteFriendContract,
  referralCheckContract,
  referralOverviewContract,
} from '../../../domain/referrals/contracts.ts';
import type { ReferralOverview } from '../../../domain/referrals/rules.ts';
import { visitorContract } from '../../../domain/security/contracts.ts';
import { ApiError, callApi } from '../../lib/call-api.ts';
import { PAGE_LANGUAGE } from '../../lib/page-language.ts';

export type ReferralItem = ReferralOverview['referrals'][number];

/** Everything the page shows, with the visitor id the calls need (a real visitor, where the first version hard-set user id 1). */
export type ReferralState = {
  userId: string;
  overview: ReferralOverview;
  check: { completedReferrals: number; canClaimReward: boolean };
};

/**
 * The visitor id first, then the programme and the reward check for it. A first visit has no visitor cookie
 * yet, and another call made at the same moment can be given a different one; the server then refuses the
 * id we read (403), so we ask once more for the id the browser now holds.
 */
export async function loadReferralState(signal?: AbortSignal): Promise<ReferralState> {
  for (let attempt = 0; ; attempt++) {
    const { userId } = await callApi(visitorContract, {}, { signal });
    try {
      const [overview, check] = await Promise.all([
        callApi(referralOverviewContract, { params: { userId } }, { signal }),
        callApi(referralCheckContract, { params: { userId } }, { signal }),
      ]);
      return { userId, overview, check };
    } catch (error) {
      if (attempt === 0 && error instanceof ApiError && error.status === 403) continue;
      throw error;
    }
  }
}

export function inviteFriend(userId: string, friendEmail: string) {
  const language = PAGE_LANGUAGE === 'en' ? {} : { language: PAGE_LANGUAGE };
  return callApi(inviteFriendContract, { body: { userId, friendEmail, ...language } });
}

export function claimReward(userId: string) {
  return callApi(claimRewardContract, { params: { userId } });
}
