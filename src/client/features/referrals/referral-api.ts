import type { ReferralOverview } from '../../../domain/referrals.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';

export type ReferralCheck = { completedReferrals: number; canClaimReward: boolean };
export type ReferralItem = ReferralOverview['referrals'][number];

/** Everything the page shows, with the visitor id the calls need (the spec's hard-set user id 1, made real). */
export type ReferralState = { userId: string; overview: ReferralOverview; check: ReferralCheck };

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

function isForbidden(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('403:');
}

/**
 * The visitor id first, then the programme and the reward check for it. A first visit has no visitor cookie
 * yet, and another call made at the same moment can be given a different one; the server then refuses the
 * id we read (403), so we ask once more for the id the browser now holds.
 */
export async function loadReferralState(signal?: AbortSignal): Promise<ReferralState> {
  for (let attempt = 0; ; attempt++) {
    const { userId } = await getJson<{ userId: string }>('/api/visitor', signal);
    const id = encodeURIComponent(userId);
    try {
      const [overview, check] = await Promise.all([
        getJson<ReferralOverview>(`/api/referral/${id}`, signal),
        getJson<ReferralCheck>(`/api/referral/check/${id}`, signal),
      ]);
      return { userId, overview, check };
    } catch (error) {
      if (attempt === 0 && isForbidden(error)) continue;
      throw error;
    }
  }
}

export async function inviteFriend(userId: string, friendEmail: string): Promise<{ message: string }> {
  const response = await apiRequest('POST', '/api/referral/friend', { userId, friendEmail });
  return (await response.json()) as { message: string };
}

export type ClaimResult = { success: boolean; message: string; rewardCode: string | null };

export async function claimReward(userId: string): Promise<ClaimResult> {
  const response = await apiRequest('POST', `/api/referral/claim/${encodeURIComponent(userId)}`);
  return (await response.json()) as ClaimResult;
}
