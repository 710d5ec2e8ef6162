import { getSiteConfig } from '../../lib/site-config.ts';
import { getConsent } from '../consent/consent.ts';
import { type PaidOrder, planPaidOrderEvents } from './paid-order-events.ts';
import { loadGoogleAnalytics, loadVideoAdPixel, type TagWindow } from './third-party-tags.ts';

// Kept apart from analytics.ts and third-party-tags.ts, which every page loads: only the return page needs this,
// and analytics.ts loads it when that page reports an order.

/**
 * Sends a paid order's ad-conversion and purchase events to the tags, as the visitor's current choice allows
 * (planPaidOrderEvents: nothing without marketing consent). The caller makes sure an order is counted once.
 */
export function sendPaidOrderEvents(order: PaidOrder): void {
  const { analyticsId, videoAdPixelId } = getSiteConfig();
  const w = window as TagWindow;
  for (const event of planPaidOrderEvents(order, getConsent(), { analyticsId, videoAdPixelId })) {
    if (event.tag === 'video-ad-pixel' && videoAdPixelId) {
      loadVideoAdPixel(videoAdPixelId);
      w.ttq?.track(event.name, event.params, { event_id: event.eventId });
    } else if (event.tag === 'google-analytics' && analyticsId) {
      loadGoogleAnalytics(analyticsId);
      w.gtag?.('event', event.name, event.params);
    }
  }
}
