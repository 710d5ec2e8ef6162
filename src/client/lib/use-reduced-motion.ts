import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Set on <html> by the reading preferences' "reduce motion" (features/reading-preferences/). */
const MOTION_ATTRIBUTE = 'data-pref-motion';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [MOTION_ATTRIBUTE] });
  return () => {
    query.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

function isMotionReduced(): boolean {
  return (
    window.matchMedia(REDUCED_MOTION_QUERY).matches ||
    document.documentElement.getAttribute(MOTION_ATTRIBUTE) === 'reduce'
  );
}

/** Whether to keep things still: the system asks for reduced motion, or the reader chose it on this site. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, isMotionReduced, () => false);
}
