import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, type ConsentPreferences, NECESSARY_ONLY } from '../consent/consent.ts';
import { type PaidOrder, planPaidOrderEvents } from './paid-order-events.ts';

const TAGS = { analyticsId: 'G-TEST', videoAdPixelId: 'PIXEL01' };
const PAID: PaidOrder = {
  orderId: 42,
  assessmentType: 'adhd',
  session: { paymentStatus: 'paid', amountTotal: 2999, currency: 'eur' },
};
const MARKETING_ONLY: ConsentPreferences = { ...NECESSARY_ONLY, marketing: true };

describe('planPaidOrderEvents', () => {
  it('plans the ad conversion and the purchase of a paid order with full consent', () => {
    expect(planPaidOrderEvents(PAID, ALL_ACCEPTED, TAGS)).toEqual([
      {
        tag: 'video-ad-pixel',
        name: 'CompletePayment',
        params: {
          content_id: 'adhd',
          content_name: 'Complete Report',
          content_type: 'product',
          quantity: 1,
          value: 29.99,
          currency: 'EUR',
        },
        eventId: 'order-42',
      },
      {
        tag: 'google-analytics',
        name: 'purchase',
        params: {
          transaction_id: 'order-42',
          value: 29.99,
          currency: 'EUR',
          items: [{ item_id: 'adhd', item_name: 'Complete Report', price: 29.99, quantity: 1 }],
        },
      },
    ]);
  });

  it('plans nothing without marketing consent, whatever else is allowed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (functional, analytics) => {
        const preferences: ConsentPreferences = { necessary: true, functional, analytics, marketing: false };
        expect(planPaidOrderEvents(PAID, preferences, TAGS)).toEqual([]);
      }),
    );
    expect(planPaidOrderEvents(PAID, null, TAGS)).toEqual([]);
  });

  it('leaves Google Analytics out when only marketing is allowed: its tag needs analytics consent', () => {
    expect(planPaidOrderEvents(PAID, MARKETING_ONLY, TAGS).map((event) => event.tag)).toEqual([
      'video-ad-pixel',
    ]);
  });

  it('plans nothing for an order that cost nothing or is not paid', () => {
    const free = {
      ...PAID,
      session: { ...PAID.session, paymentStatus: 'no_payment_required', amountTotal: 0 },
    };
    const unpaid = { ...PAID, session: { ...PAID.session, paymentStatus: 'unpaid' } };
    const zero = { ...PAID, session: { ...PAID.session, amountTotal: 0 } };
    for (const order of [free, unpaid, zero])
      expect(planPaidOrderEvents(order, ALL_ACCEPTED, TAGS)).toEqual([]);
  });

  it('plans only the tags that are configured', () => {
    expect(planPaidOrderEvents(PAID, ALL_ACCEPTED, { analyticsId: null, videoAdPixelId: null })).toEqual([]);
    expect(
      planPaidOrderEvents(PAID, ALL_ACCEPTED, { analyticsId: null, videoAdPixelId: 'PIXEL01' }).map(
        (e) => e.tag,
      ),
    ).toEqual(['video-ad-pixel']);
  });

  it('reports what was charged, in the currency of the session, usd when it has none', () => {
    const discounted = { ...PAID, session: { paymentStatus: 'paid', amountTotal: 1500, currency: null } };
    const [event] = planPaidOrderEvents(discounted, MARKETING_ONLY, TAGS);
    expect(event?.params).toMatchObject({ value: 15, currency: 'USD' });
  });
});
