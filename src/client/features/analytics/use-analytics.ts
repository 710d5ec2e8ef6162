import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import {
  allowsMarketing,
  allowsThirdPartyAnalytics,
  getConsent,
  subscribeToConsent,
} from '../consent/consent.ts';
import { trackPageView } from './analytics.ts';

/** Page views on every route change and third-party tags as consent allows; both wait for consent. */
export function useAnalytics(): void {
  const [pathname] = useLocation();
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, getConsent);

  // The loader is fetched only when a choice allows a tag: most visits never download it.
  useEffect(() => {
    if (!allowsThirdPartyAnalytics(consent) && !allowsMarketing(consent)) return;
    import('./third-party-tags.ts')
      .then(({ applyThirdPartyTags }) => applyThirdPartyTags(consent))
      // Without the loader (offline), the tags stay out, as without consent.
      .catch(() => {});
  }, [consent]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
