import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PageMatch } from '../../../domain/page-heads.ts';
import { documentTitle } from '../../../domain/page-routes.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

type PageHeads = typeof import('../../../domain/page-heads.ts');

// The heads' words are needed only on navigation, so they are fetched once the page is live, not with it.
let heads: PageHeads | undefined;
let loading: Promise<PageHeads> | undefined;
function loadHeads(): Promise<PageHeads> {
  loading ??= import('../../../domain/page-heads.ts').then((module) => {
    heads = module;
    return module;
  });
  return loading;
}

/**
 * The new route's title, description, canonical address and robots rule on every navigation, from the same table
 * the server writes the first page's head from (domain/page-heads.ts). The first page's head is the server's, so it
 * is left as it is. A layout effect: it runs before a page's own `usePageTitle`, which may refine the title; if
 * the table is still on its way, a title the page set meanwhile is kept.
 */
export function usePageHead(pathname: string): void {
  const isFirstPage = useRef(true);
  useEffect(() => {
    loadHeads().catch(() => {});
  }, []);
  useLayoutEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (heads) {
      applyHead(heads.matchPage(pathname), true);
      return;
    }
    const titleBefore = document.title;
    loadHeads()
      .then(({ matchPage }) => {
        if (window.location.pathname === pathname)
          applyHead(matchPage(pathname), document.title === titleBefore);
      })
      // Without the table (offline), the previous page's words stay until the next load.
      .catch(() => {});
  }, [pathname]);
}

function applyHead(match: PageMatch, isTitleToSet: boolean): void {
  const { head } = match;
  if (isTitleToSet) document.title = documentTitle(head.title);
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
