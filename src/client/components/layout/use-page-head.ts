import { useLayoutEffect, useRef } from 'react';
import { documentTitle, matchPage, type PageMatch } from '../../../domain/page-routes.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/**
 * The new route's title, description, canonical address and robots rule on every navigation, from the same route
 * table the server writes the first page's head from. The first page's head is the server's, so it is left as it
 * is. A layout effect: it runs before a page's own `usePageTitle`, which may refine the title.
 */
export function usePageHead(pathname: string): void {
  const isFirstPage = useRef(true);
  useLayoutEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    applyHead(matchPage(pathname));
  }, [pathname]);
}

function applyHead(match: PageMatch): void {
  const { head } = match;
  document.title = documentTitle(head.title);
  setAttribute('meta[name="description"]', 'content', head.description);
  setAttribute('meta[property="og:title"]', 'content', head.title);
  setAttribute('meta[property="og:description"]', 'content', head.description);
  const canonical = match.kind === 'page' ? `${getSiteConfig().publicUrl}${match.canonicalPath}` : null;
  setAttribute('link[rel="canonical"]', 'href', canonical);
  setAttribute('meta[property="og:url"]', 'content', canonical);
  setAttribute('meta[name="robots"]', 'content', head.isIndexable ? null : 'noindex');
}

/** Sets an attribute of the head's element, adding the element when missing; `null` removes the element. */
function setAttribute(selector: string, attribute: string, value: string | null): void {
  let element = document.head.querySelector(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    // The selector names the element: `meta[name="robots"]` → <meta name="robots">.
    const [, tag = 'meta', key = 'name', keyValue = ''] =
      /^(\w+)\[(\w+(?::\w+)?)="([^"]+)"\]$/.exec(selector) ?? [];
    element = document.createElement(tag);
    element.setAttribute(key, keyValue);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}
