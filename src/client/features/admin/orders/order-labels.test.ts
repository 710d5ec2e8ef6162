import { describe, expect, it } from 'vitest';
import { discountPercent } from './order-cells.tsx';
import { assessmentLabel } from './orders-page.tsx';

const record = {
  id: 1,
  createdAt: '2025-03-30T10:00:00.000Z',
  email: 'a@example.test',
  userEmail: 'a@example.test',
  userName: null,
  amount: 2999,
  originalAmount: 2999,
  currency: 'EUR',
  formattedAmount: '€29.99',
  formattedOriginalAmount: '€29.99',
  formattedDate: '30 Mar 2025, 10:00 UTC',
  discountCode: null,
  discountPercentage: null,
  isReferralReward: false,
  status: 'completed',
  emailStatus: 'sent',
  provider: 'test',
  providerSessionId: null,
  providerDashboardUrl: null,
  orderType: 'paid',
  assessmentType: 'adhd',
} as const;

describe('discountPercent', () => {
  it('is the stored percentage when the order was discounted, else what the amounts say', () => {
    expect(discountPercent(record)).toBeNull();
    expect(discountPercent({ ...record, amount: 0, discountPercentage: 100 })).toBe(100);
    expect(discountPercent({ ...record, amount: 2249, discountPercentage: null })).toBe(25);
  });
});

describe('assessmentLabel', () => {
  it('names the assessment, else the order type, else Unknown', () => {
    expect(assessmentLabel(record)).toBe('ADHD Traits');
    expect(assessmentLabel({ ...record, assessmentType: 'legacy-type' })).toBe('legacy-type');
    expect(assessmentLabel({ ...record, assessmentType: '' })).toBe('paid');
    expect(assessmentLabel({ ...record, assessmentType: '', orderType: '' as 'paid' })).toBe('Unknown');
  });
});
