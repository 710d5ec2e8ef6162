import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { getConsent, subscribeToConsent } from '../consent/consent.ts';
import { trackPageView } from './analytics.ts';
import { applyThirdPartyTags } from './third-party-tags.ts';

/** Page views on every route change and third-party tags as consent allows; both wait for consent. */
export function useAnalytics(): void {
  const [pathname] = useLocation();
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, getConsent);

  useEffect(() => {
    applyThirdPartyTags(consent);
  }, [consent]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
