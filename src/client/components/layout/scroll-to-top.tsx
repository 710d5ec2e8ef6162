import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Each route change starts at the top of the page, as a new page load would. */
export function ScrollToTop() {
  const [pathname] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every change of page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
