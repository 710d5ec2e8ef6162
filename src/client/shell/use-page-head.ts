import { useEffect, useLayoutEffect, useRef } from 'react';
import { LANGUAGE_BASE } from '../lib/build-language.ts';

type PageHeadModule = typeof import('./apply-page-head.ts');

// The heads' words are needed only on navigation, so they are fetched once the page is live, not with it.
let loaded: PageHeadModule | undefined;
let loading: Promise<PageHeadModule> | undefined;
function loadPageHead(): Promise<PageHeadModule> {
  loading ??= import('./apply-page-head.ts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The new route's title, description, canonical address and robots rule on every navigation, from the same table
 * the server writes the first page's head from (domain/pages/page-heads.ts). The first page's head is the server's, so it
 * is left as it is. A layout effect: it runs before a page's own `usePageTitle`, which may refine the title; if
 * the table is still on its way, a title the page set meanwhile is kept.
 */
export function usePageHead(pathname: string): void {
  const isFirstPage = useRef(true);
  useEffect(() => {
    loadPageHead().catch(() => {});
  }, []);
  useLayoutEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (loaded) {
      loaded.applyPageHead(pathname, true);
      return;
    }
    const titleBefore = document.title;
    loadPageHead()
      .then(({ applyPageHead }) => {
        if (window.location.pathname === `${LANGUAGE_BASE}${pathname}`)
          applyPageHead(pathname, document.title === titleBefore);
      })
      // Without the table (offline), the previous page's words stay until the next load.
      .catch(() => {});
  }, [pathname]);
}
