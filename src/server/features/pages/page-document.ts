import { documentTitle, type PageHead, SITE_NAME } from '../../../domain/page-routes.ts';
import { SITE_CONFIG_META, type SiteConfig } from '../../../domain/site-config.ts';

/** What the head of one page's HTML says: the route table's words, its address and its preview picture. */
export type DocumentHead = {
  head: PageHead;
  /** Absent for the not-found page and the admin area, which have no address of their own. */
  canonicalUrl: string | null;
  image: { url: string; alt: string; width: number; height: number };
};

/** One page's HTML: the build's index.html with this page's head, its chunks to preload and its prerendered body. */
export type PageParts = { head: DocumentHead; preloads: string; rootHtml: string };

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';

/**
 * Prepares the build's index.html once: the public configuration goes into its meta tag (the CSP forbids inline
 * script), and the places for the head and the body are found, so each page costs three string joins.
 */
export function createPageDocument(template: string, siteConfig: SiteConfig): (parts: PageParts) => string {
  const configMeta = new RegExp(`<meta name="${SITE_CONFIG_META}" content="[^"]*"\\s*/?>`);
  for (const [name, pattern] of [
    ['<title>', TITLE],
    ['<meta name="description">', DESCRIPTION],
    [`<meta name="${SITE_CONFIG_META}">`, configMeta],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${name} tag`);
  }
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);

  const prepared = template
    .replace(
      configMeta,
      `<meta name="${SITE_CONFIG_META}" content="${escapeHtml(JSON.stringify(siteConfig))}" />`,
    )
    .replace(DESCRIPTION, '')
    .replace(TITLE, '\u0000head\u0000');
  const [beforeHead = '', afterHead = ''] = prepared.split('\u0000head\u0000');
  const [betweenHeadAndRoot = '', afterRoot = ''] = afterHead.split(ROOT);
  const [headRest = '', body = ''] = betweenHeadAndRoot.split('</head>');

  return ({ head, preloads, rootHtml }) =>
    `${beforeHead}${headTags(head)}${headRest}${preloads}</head>${body}<div id="root">${rootHtml}</div>${afterRoot}`;
}

/** Title, description, canonical address, robots rule, and the Open Graph and Twitter tags of link previews. */
function headTags({ head, canonicalUrl, image }: DocumentHead): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    meta('name', 'description', head.description),
    head.isIndexable ? '' : meta('name', 'robots', 'noindex'),
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    canonicalUrl ? meta('property', 'og:url', canonicalUrl) : '',
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function meta(key: 'name' | 'property', name: string, content: string): string {
  return `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
}

/** For text and attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
