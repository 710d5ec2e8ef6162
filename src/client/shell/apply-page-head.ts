import { matchPage } from '../../domain/pages/page-heads.ts';
import { documentTitle } from '../../domain/pages/page-routes.ts';
import { getSiteConfig } from '../lib/site-config.ts';

/**
 * Writes the route table's head of `pathname` into the document: title (unless the page set its own meanwhile),
 * description, canonical address, robots rule and the preview words. Loaded on the first navigation.
 * @public (use-page-head.ts calls it through a dynamic import, which knip does not follow)
 */
export function applyPageHead(pathname: string, isTitleToSet: boolean): void {
  const match = matchPage(pathname);
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
