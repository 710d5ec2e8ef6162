import type { Language } from '../../../domain/locale/languages.ts';
import type { PageHead } from '../../../domain/pages/page-heads.ts';
import { documentTitle, SITE_NAME } from '../../../domain/pages/page-routes.ts';
import { SITE_CONFIG_META, type SiteConfig } from '../../../domain/site/site-config.ts';
import type { BootScript } from './boot-script.ts';

/** What the head of one page's HTML says: the route table's words, its address and its preview picture. */
export type DocumentHead = {
  head: PageHead;
  /** Absent for the not-found page and the admin area, which have no address of their own. */
  canonicalUrl: string | null;
  /**
   * The address a link preview names (`og:url`), where it is not the canonical one: a shared result's own link,
   * whose preview fetchers must find this result, while its canonical address carries no result.
   */
  previewUrl?: string;
  image: { url: string; alt: string; width: number; height: number };
  /** The page's versions in the languages a visitor can choose, absolute; none while English is the only one. */
  alternates: readonly { hreflang: string; url: string }[];
};

/**
 * One page's HTML: the build's index.html with this page's head, the page's own modules (its lazy chunk and what
 * that loads at once) and its prerendered body.
 */
export type PageParts = { head: DocumentHead; pageModules: readonly string[]; rootHtml: string };

const HTML_LANG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';
// Another language's build has its files in its folder: /de/assets/.
const ENTRY_SCRIPT =
  /<script type="module"(?: crossorigin)? src="((?:\/[a-z]{2})?\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The start script (boot-script.ts) and the meta tag it reads the app's modules from. A classic script in the head,
 * on every page: it applies the visitor's stored reading preferences before the first paint, so it must run before
 * the body is parsed (a module script runs only after), and it starts the app of a prerendered page (decision 023).
 * It is written into the page, so the first paint waits for no file (decision 052).
 */
const APP_MODULES_META = 'app-modules';

/**
 * A prerendered page is painted whole: the browser holds its first paint until the end of the page's content is
 * parsed. On a slow phone it would otherwise paint a half-parsed page, and a button that grew when its icon
 * arrived moved what was beside it (a layout shift of 0.002 seen under CPU throttling).
 */
const PAINT_WHOLE = '<link rel="expect" href="#page-end" blocking="render" />';
const PAGE_END = '<div id="page-end" hidden></div>';

/**
 * Prepares the build's index.html once: the public configuration goes into its meta tag (the CSP allows no inline
 * script but the start script, whose bytes never change), and the places for the head and the body are found, so
 * each page costs three string joins.
 */
export function createPageDocument(
  template: string,
  {
    siteConfig,
    readAsset,
    bootScript,
    language,
  }: {
    siteConfig: SiteConfig;
    readAsset: (href: string) => string | undefined;
    bootScript: BootScript | undefined;
    /** The language of this build's pages: their `<html lang>` and link previews' locale. */
    language: Language;
  },
): (parts: PageParts) => string {
  const boot = bootScript ? `<script>${bootScript.source}</script>` : '';
  const configMeta = new RegExp(`<meta name="${SITE_CONFIG_META}" content="[^"]*"\\s*/?>`);
  for (const [name, pattern] of [
    ['<html lang>', HTML_LANG],
    ['<title>', TITLE],
    ['<meta name="description">', DESCRIPTION],
    [`<meta name="${SITE_CONFIG_META}">`, configMeta],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${name} tag`);
  }
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];

  const prepared = inlineStylesheets(template, readAsset)
    .replace(HTML_LANG, `<html lang="${language}">`)
    .replace(
      configMeta,
      `<meta name="${SITE_CONFIG_META}" content="${escapeHtml(JSON.stringify(siteConfig))}" />`,
    )
    .replace(new RegExp(`\\s*${DESCRIPTION.source}`), '')
    .replace(ENTRY_SCRIPT, '')
    .replace(TITLE, '\u0000head\u0000');
  const [beforeHead = '', afterHead = ''] = prepared.split('\u0000head\u0000');
  const [betweenHeadAndRoot = '', afterRoot = ''] = afterHead.split(ROOT);
  const [headRest = '', body = ''] = betweenHeadAndRoot.split('</head>');

  // A prerendered page starts the app from boot.js once it has painted, so the app's downloads do not compete
  // with the page on a slow connection. A page the browser renders itself has nothing to paint before the app:
  // it loads the entry and the page's modules at once. Without a built entry (tests of the API alone) there is
  // nothing to start.
  const start = (pageModules: readonly string[], isPrerendered: boolean) => {
    if (!entry) return boot;
    if (isPrerendered) {
      return `<meta name="${APP_MODULES_META}" content="${escapeHtml([entry, ...pageModules].join(' '))}" />${boot}`;
    }
    const preloads = pageModules.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    );
    return `${boot}<script type="module" crossorigin src="${escapeHtml(entry)}"></script>${preloads.join('')}`;
  };
  return ({ head, pageModules, rootHtml }) => {
    const isPrerendered = rootHtml !== '';
    return `${beforeHead}${headTags(head, language)}${headRest}${start(pageModules, isPrerendered)}${isPrerendered ? PAINT_WHOLE : ''}</head>${body}<div id="root">${rootHtml}</div>${isPrerendered ? PAGE_END : ''}${afterRoot}`;
  };
}

const STYLESHEET =
  /<link rel="stylesheet"(?: crossorigin)? href="((?:\/[a-z]{2})?\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * The build's stylesheet, written into the page. The page can then paint as soon as its HTML arrives, instead of
 * after a second request that shares a slow connection with the scripts (Lighthouse's mobile run: first paint
 * 1.8 s with the file, see docs/performance.md). The price is 8 KB (compressed) in each page's HTML.
 */
function inlineStylesheets(template: string, readAsset: (href: string) => string | undefined): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    const css = readAsset(href);
    return css === undefined || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

/** Open Graph names a locale by language and country: each language's where most of its readers live. */
const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  nl: 'nl_NL',
  it: 'it_IT',
};

/**
 * Title, description, canonical address, robots rule, the page in the other languages, and the Open Graph and
 * Twitter tags of link previews.
 */
function headTags(
  { head, canonicalUrl, previewUrl, image, alternates }: DocumentHead,
  language: Language,
): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    meta('name', 'description', head.description),
    head.isIndexable ? '' : meta('name', 'robots', 'noindex'),
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />` : '',
    ...alternates.map(
      ({ hreflang, url }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(url)}" />`,
    ),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    (previewUrl ?? canonicalUrl) ? meta('property', 'og:url', previewUrl ?? canonicalUrl ?? '') : '',
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
