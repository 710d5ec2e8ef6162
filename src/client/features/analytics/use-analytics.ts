import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { getConsent, subscribeToConsent } from '../consent/consent-store.ts';
import { applyThirdPartyTags } from './third-party-tags.ts';
import { trackPageView } from './track-event.ts';

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
