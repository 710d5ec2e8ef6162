import { decodeSharePayload } from '../../../domain/assessments/share.ts';
import { PAGE_ROUTES } from '../../../domain/pages/page-routes.ts';
import { prerenderedPathsOf } from '../../../domain/pages/route-serving.ts';
import type { SiteConfig } from '../../../domain/site/site-config.ts';
import { createBoundedCache } from '../../http/bounded-cache.ts';

/** The client's prerender (src/client/render-page.tsx, built to dist/render/): the HTML inside `#root`. */
export type RenderPage = (
  url: string,
  siteConfig: SiteConfig,
  visitor: { isConsentChosen: boolean },
) => Promise<string>;

/** Where the server renders the not-found page: a path no route matches. */
export const NOT_FOUND_RENDER_PATH = '/404';

/** The paths rendered on the server once and kept, from the route table: the same page for every visitor. */
export const PRERENDERED_PATHS: readonly string[] = prerenderedPathsOf(PAGE_ROUTES);
const prerenderedPaths = new Set(PRERENDERED_PATHS);

export function isPrerenderedPath(pathname: string): boolean {
  return prerenderedPaths.has(pathname);
}

/** Shared results seen recently: each costs a render, and the links people share are few. */
const SHARED_RESULTS_CACHE_SIZE = 500;

type Logger = { error(object: unknown, message: string): void };

/**
 * One language's public pages' HTML, each rendered with this deployment's configuration on its first request and kept
 * in memory, and shared results likewise. Nothing is rendered at start-up: a process serving six languages would
 * otherwise render 180 pages it may never send, before it could answer anything (decision 066). A page that fails to
 * render is served empty, for the browser to render, and the failure is logged: the site keeps working, and the tests
 * (which read the HTML) catch it.
 */
export function createPrerenderedPages({
  render,
  siteConfig,
  log,
  base,
}: {
  render: RenderPage;
  siteConfig: SiteConfig;
  log: Logger;
  /** The language's folder ('' for English, '/de'): the prerender is asked for a page at its own address. */
  base: string;
}) {
  const renderSafely = (path: string, isConsentChosen: boolean): Promise<string> => {
    const url = `${base}${path}`;
    return render(url, siteConfig, { isConsentChosen }).catch((error: unknown) => {
      log.error({ err: error, url }, 'prerendering a page failed; the browser renders it');
      return '';
    });
  };

  // The footer's year is in every page: the pages are rendered again on the first request of a new day.
  let renderedOn = today();
  let pages = new Map<string, Promise<string>>();
  let sharedResults = createBoundedCache<Promise<string>>(SHARED_RESULTS_CACHE_SIZE);
  const startNewDayIfDue = () => {
    if (today() === renderedOn) return;
    renderedOn = today();
    pages = new Map();
    sharedResults = createBoundedCache<Promise<string>>(SHARED_RESULTS_CACHE_SIZE);
  };

  return {
    /** A prerendered path's HTML, or undefined when the path is not one of them. */
    page(path: string, isConsentChosen: boolean): Promise<string> | undefined {
      if (!isPrerenderedPath(path) && path !== NOT_FOUND_RENDER_PATH) return undefined;
      startNewDayIfDue();
      const key = `${isConsentChosen}${path}`;
      let html = pages.get(key);
      if (!html) {
        html = renderSafely(path, isConsentChosen);
        pages.set(key, html);
      }
      return html;
    },
    /**
     * A shared result's HTML. What the page shows follows from the decoded summary alone, so the cache is keyed
     * on it: the many spellings of one link (base64url, spaces for '+') render once.
     */
    sharedResults(data: string | null, isConsentChosen: boolean): Promise<string> {
      startNewDayIfDue();
      const decoded = decodeSharePayload(data);
      const summary = decoded.ok
        ? `${decoded.payload.type}:${decoded.payload.score}:${decoded.payload.date ?? ''}`
        : decoded.error;
      const key = `${isConsentChosen}:${summary}`;
      let html = sharedResults.get(key);
      if (!html) {
        html = renderSafely(
          `/shared-results?${new URLSearchParams(data === null ? {} : { data })}`,
          isConsentChosen,
        );
        sharedResults.set(key, html);
      }
      return html;
    },
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
