import type { TrackEventInput } from '../../../domain/analytics/schemas.ts';
import { allowsFirstPartyAnalytics, getConsent } from '../consent/consent.ts';
import type { PaidOrder } from './paid-order-events.ts';

// What other features report to analytics (this is the feature's public file).

/**
 * Sends a first-party statistics event, and only with functional or analytics consent: without it this
 * function sends nothing at all. Failures are ignored; statistics never get in a visitor's way. The caller is
 * loaded when an event is sent, so pages that call nothing else (the home page) do not download it.
 */
function trackEvent(input: TrackEventInput): void {
  if (!allowsFirstPartyAnalytics(getConsent())) return;
  import('./send-event.ts').then((events) => events.sendEvent(input)).catch(() => {});
}

export function trackPageView(path: string): void {
  trackEvent({ event: 'page_view', path: path.slice(0, 512) });
}

export function trackAssessmentConversion(input: {
  assessmentType: string;
  isPaid: boolean;
  value?: number;
}): void {
  trackEvent({
    event: 'assessment_conversion',
    assessment_type: input.assessmentType,
    is_paid: input.isPaid,
    value: input.value,
  });
}

/**
 * A paid order's ad-conversion and purchase events, as the visitor's consent allows. The tag code is loaded only
 * when an order is reported (on the return page), never with the pages that merely count visits.
 */
export function trackPaidOrder(order: PaidOrder): void {
  // Read from the module, not destructured: a destructuring callback makes the build wrap this import in a
  // larger helper, and this function is in every page's download.
  import('./track-paid-order.ts').then((tags) => tags.sendPaidOrderEvents(order)).catch(() => {});
}
