import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeadingWhenShown } from '../components/layout/page-heading.ts';

/**
 * Each change of page starts at the top, as a new page load would, with focus on the new page's heading, so a
 * screen reader announces it and keys work there at once. The first page is left where the browser put it: at a
 * link's #fragment, where a reload left off, or wherever the visitor scrolled or jumped to while the server's
 * HTML was all there was.
 */
export function PageChange() {
  const [pathname] = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    return focusPageHeadingWhenShown();
  }, [pathname]);
  return null;
}
