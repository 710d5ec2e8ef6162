import type { TrackEventInput } from '../../../domain/analytics.ts';
import { trackEventContract } from '../../../domain/analytics-contracts.ts';
import { callApi } from '../../lib/call-api.ts';
import { allowsFirstPartyAnalytics } from '../consent/consent.ts';
import { getConsent } from '../consent/consent-store.ts';

/**
 * Sends a first-party statistics event, and only with functional or analytics consent: without it this
 * function sends nothing at all. Failures are ignored; statistics never get in a visitor's way.
 */
export function trackEvent(input: TrackEventInput): void {
  if (!allowsFirstPartyAnalytics(getConsent())) return;
  callApi(trackEventContract, { body: input }, { keepalive: true }).catch(() => {});
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
