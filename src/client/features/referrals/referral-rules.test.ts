import { describe, expect, it } from 'vitest';
import * as domain from '../../../domain/referrals/rules.ts';
import { REFERRAL_EXPIRY_DAYS, REFERRALS_FOR_REWARD, referralProgressPercent } from './referral-rules.ts';

describe('the referral page rules', () => {
  it('are the domain rules', () => {
    expect(REFERRALS_FOR_REWARD).toBe(domain.REFERRALS_FOR_REWARD);
    expect(REFERRAL_EXPIRY_DAYS).toBe(domain.REFERRAL_EXPIRY_DAYS);
    for (let completed = -1; completed <= 10; completed++) {
      expect(referralProgressPercent(completed)).toBe(domain.referralProgressPercent(completed));
    }
  });

  it('caps progress at 100%', () => {
    expect([0, 1, 2, 3, 4].map(referralProgressPercent)).toEqual([0, 33, 66, 100, 100]);
  });
});
