import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERRALS_FOR_REWARD, referralProgressPercent } from './rules.ts';

describe('referralProgressPercent', () => {
  it('is a third per completed referral and capped at 100%', () => {
    expect([0, 1, 2, 3, 4, 10].map(referralProgressPercent)).toEqual([0, 33, 66, 100, 100, 100]);
  });

  it('always lies between 0 and 100 and reaches 100 exactly at the reward', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (completed) => {
        const percent = referralProgressPercent(completed);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent === 100).toBe(completed >= REFERRALS_FOR_REWARD);
      }),
    );
  });
});
