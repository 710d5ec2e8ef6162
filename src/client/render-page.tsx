import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { SiteConfig } from '../domain/site/site-config.ts';
import { provideChoiceMade } from './features/consent/consent.ts';
import { LANGUAGE_BASE } from './lib/build-language.ts';
import { provideSiteConfig } from './lib/site-config.ts';
import { AppLayout } from './shell/app-layout.tsx';

/**
 * The server's prerender of a public page: the HTML inside `#root` for `url` (path and query, in this build's
 * language's folder), with the cookie
 * banner or, for a visitor who has made a choice (a cookie says so), without it. The browser then
 * hydrates it (main.tsx) with the same tree. Built by `npm run build` to dist/render/ and called by the server with
 * its configuration at start-up, so one build serves every deployment.
 *
 * Two passes. React's static `prerender` waits for every lazy page and question list, but writes a large Suspense
 * boundary out of line, hidden, with an inline script to reveal it, and the Content-Security-Policy forbids
 * inline script. Once it has loaded everything, nothing suspends any more, and `renderToString` writes the whole
 * page in place, with no script at all.
 */
export async function renderPage(
  url: string,
  siteConfig: SiteConfig,
  { isConsentChosen }: { isConsentChosen: boolean },
): Promise<string> {
  provideSiteConfig(siteConfig);
  const { pathname, search } = new URL(url, 'http://prerender.invalid');
  const page = (
    <StrictMode>
      <Router base={LANGUAGE_BASE} ssrPath={pathname} ssrSearch={search.slice(1)}>
        <AppLayout />
      </Router>
    </StrictMode>
  );
  await prerender(page);
  // Set right before the synchronous pass, so no other page's render can come between.
  provideChoiceMade(isConsentChosen);
  const html = renderToString(page);
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`${url} still suspends after its modules loaded`);
  }
  return html;
}
