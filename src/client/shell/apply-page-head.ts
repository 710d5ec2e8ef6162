import { assessmentWords } from '#messages/catalogue';
import * as pages from '#messages/pages';
import { languageAlternates } from '../../domain/locale/language-paths.ts';
import { OFFERED_LANGUAGES } from '../../domain/locale/languages.ts';
import { matchPage } from '../../domain/pages/page-heads.ts';
import { documentTitle } from '../../domain/pages/page-routes.ts';
import { LANGUAGE_BASE } from '../lib/build-language.ts';
import { PAGE_LANGUAGE } from '../lib/page-language.ts';
import { getSiteConfig } from '../lib/site-config.ts';

/**
 * The heads' words in this build's language. The catalogue by name: as a whole module object, shared with the
 * chunks that import its words by name, it brought Rolldown's runtime into every page's first download.
 */
const WORDS = { pages, catalogue: { assessmentWords } };

/** A language served before it is complete is a preview: never listed, never named beside the others. */
const IS_PREVIEW = !(OFFERED_LANGUAGES as readonly string[]).includes(PAGE_LANGUAGE);

/**
 * Writes the route table's head of `pathname` into the document: title (unless the page set its own meanwhile),
 * description, canonical address, robots rule, the page's other languages and the preview words. Loaded on the
 * first navigation.
 * @public (use-page-head.ts calls it through a dynamic import, which knip does not follow)
 */
export function applyPageHead(pathname: string, isTitleToSet: boolean): void {
  const match = matchPage(pathname, WORDS);
  const { head } = match;
  const isIndexable = head.isIndexable && !IS_PREVIEW;
  if (isTitleToSet) document.title = documentTitle(head.title);
  setAttribute('meta[name="description"]', 'content', head.description);
  setAttribute('meta[property="og:title"]', 'content', head.title);
  setAttribute('meta[property="og:description"]', 'content', head.description);
  const { publicUrl } = getSiteConfig();
  const canonical = match.kind === 'page' ? `${publicUrl}${LANGUAGE_BASE}${match.canonicalPath}` : null;
  setAttribute('link[rel="canonical"]', 'href', canonical);
  setAttribute('meta[property="og:url"]', 'content', canonical);
  setAttribute('meta[name="robots"]', 'content', isIndexable ? null : 'noindex');
  // The same versions in other languages the server names for this page (features/pages/client-app.ts).
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (match.kind !== 'page' || !isIndexable) return;
  for (const { hreflang, path } of languageAlternates(match.canonicalPath, OFFERED_LANGUAGES)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = `${publicUrl}${path}`;
    document.head.append(link);
  }
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
