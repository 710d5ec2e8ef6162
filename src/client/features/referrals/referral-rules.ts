/**
 * The programme's rules from `domain/referrals/rules.ts`, copied because that module also builds the zod schemas of
 * the referral calls, and importing it would add zod (about 26 KB gzip) to this public page.
 * referral-rules.test.ts keeps the copies equal to the originals.
 */
export const REFERRALS_FOR_REWARD = 3;
export const REFERRAL_EXPIRY_DAYS = 30;

/** Progress toward the reward, capped at 100%. */
export function referralProgressPercent(completedReferrals: number): number {
  return Math.min(100, Math.floor((Math.max(0, completedReferrals) / REFERRALS_FOR_REWARD) * 100));
}
