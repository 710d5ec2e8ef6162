import { allowsMarketing, allowsThirdPartyAnalytics, type ConsentPreferences } from '../consent/consent.ts';

/** A confirmed order as the return page knows it: the checkout session is the provider's word on what was paid. */
export type PaidOrder = {
  orderId: number;
  assessmentType: string;
  session: { paymentStatus: string; amountTotal: number; currency: string | null };
};

export type PaidOrderEvent =
  | { tag: 'video-ad-pixel'; name: 'CompletePayment'; params: Record<string, unknown>; eventId: string }
  | { tag: 'google-analytics'; name: 'purchase'; params: Record<string, unknown> };

const PRODUCT_NAME = 'Complete Report';
/** The return page takes the currency as usd when the session has none. */
const FALLBACK_CURRENCY = 'usd';

/**
 * The ad-conversion and purchase events of an order: only for money actually paid, and only with marketing
 * consent. Google Analytics needs analytics consent as well, since that is what lets its tag load at all. The
 * order id goes with each event, so the tags can drop a duplicate if one ever reaches them.
 */
export function planPaidOrderEvents(
  order: PaidOrder,
  preferences: ConsentPreferences | null,
  tags: { analyticsId: string | null; videoAdPixelId: string | null },
): PaidOrderEvent[] {
  const { paymentStatus, amountTotal, currency } = order.session;
  if (!allowsMarketing(preferences) || paymentStatus !== 'paid' || amountTotal <= 0) return [];
  const value = amountTotal / 100;
  const currencyCode = (currency || FALLBACK_CURRENCY).toUpperCase();
  const events: PaidOrderEvent[] = [];
  if (tags.videoAdPixelId) {
    events.push({
      tag: 'video-ad-pixel',
      name: 'CompletePayment',
      params: {
        content_id: order.assessmentType,
        content_name: PRODUCT_NAME,
        content_type: 'product',
        quantity: 1,
        value,
        currency: currencyCode,
      },
      eventId: `order-${order.orderId}`,
    });
  }
  if (tags.analyticsId && allowsThirdPartyAnalytics(preferences)) {
    events.push({
      tag: 'google-analytics',
      name: 'purchase',
      params: {
        transaction_id: `order-${order.orderId}`,
        value,
        currency: currencyCode,
        items: [{ item_id: order.assessmentType, item_name: PRODUCT_NAME, price: value, quantity: 1 }],
      },
    });
  }
  return events;
}
