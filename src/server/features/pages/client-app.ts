import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_CHOSEN_COOKIE } from '../../../domain/consent/consent-cookie.ts';
import {
  languageAlternates,
  languageBase,
  languageOfPath,
  pathIn,
} from '../../../domain/locale/language-paths.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { MESSAGES, type MessageLanguage, writtenLanguage } from '../../../domain/messages/messages.ts';
import { matchPage, type PageMatch, type PageWords } from '../../../domain/pages/page-heads.ts';
import {
  ADMIN_MODULE,
  ADMIN_PATHS,
  isAdminPath,
  NOT_FOUND_MODULE,
} from '../../../domain/pages/page-routes.ts';
import { pageModuleFor } from '../../../domain/pages/route-match.ts';
import { BUILD_LANGUAGE_TOKEN } from '../../../domain/pages/route-serving.ts';
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  shareImageAlt,
  siteImagePath,
} from '../../../domain/share-preview/share-images.ts';
import { SHARE_PREVIEW_PARAM, sharePreviewOf } from '../../../domain/share-preview/share-preview.ts';
import type { SiteConfig } from '../../../domain/site/site-config.ts';
import { nameRoute } from '../../http/request-metrics.ts';
import type { BootScript } from './boot-script.ts';
import { createCachedPages } from './cached-pages.ts';
import { sendCompressedForms } from './compressed-forms.ts';
import { createPageDocument, type DocumentHead, type PageParts } from './page-document.ts';
import {
  createPrerenderedPages,
  isPrerenderedPath,
  NOT_FOUND_RENDER_PATH,
  PRERENDERED_PATHS,
  type RenderPage,
} from './prerendered-pages.ts';
import { registerRootFiles } from './root-files.ts';
import { sendCompressed } from './send-compressed.ts';
import { sharedResultHead } from './shared-result-head.ts';
import { registerSiteFiles } from './site-files.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/** What one language's pages are made from: its build's template, modules and prerender. */
type LanguageSite = {
  language: Language;
  /** Offered languages are listed and linked; one served only as a preview says `noindex` (decision 060). */
  isOffered: boolean;
  document: (parts: PageParts) => string;
  pageModules: (modules: readonly string[]) => readonly string[];
  prerendered: ReturnType<typeof createPrerenderedPages> | undefined;
  cachedPages: ReturnType<typeof createCachedPages>;
  /** The words of its pages' heads: its own language's, English's where it has none yet. */
  words: PageWords;
};

/**
 * Serves the built client. Content-hashed files under /assets/ (another language's under /de/assets/) are cacheable
 * forever; the few unhashed files at the root (the favicon) are served from memory and checked on every visit. Every
 * other GET or HEAD outside the API is a page: it answers HTML whatever the Accept header says (crawlers, link
 * previews, uptime monitors), with the page's own head, 200 for a page and 404 for anything else. The public content
 * pages, the frames of the results and payment pages (decision 047) and shared results arrive rendered (`render`, the
 * client's prerender); the rest arrive empty for the browser to render.
 *
 * English pages are at the root; each other language served (`languages`) at /<language>/, from its own build
 * (dist/languages/<language>/), with the same route table (decision 060).
 */
export async function registerClientApp(
  app: FastifyInstance,
  {
    clientDir,
    siteConfig,
    render,
    bootScript,
    offeredLanguages: offered,
    previewLanguages,
  }: {
    clientDir: string;
    siteConfig: SiteConfig;
    render?: RenderPage;
    bootScript?: BootScript;
    /** The languages a visitor can choose: linked, listed and named in every page's alternates. */
    offeredLanguages: readonly Language[];
    /** Languages served besides the offered ones, not yet complete (`PREVIEW_LANGUAGES`). */
    previewLanguages: readonly Language[];
  },
): Promise<void> {
  const sites = new Map<Language, LanguageSite>();
  for (const language of new Set<Language>([...offered, ...previewLanguages])) {
    const dir = languageClientDir(clientDir, language);
    const indexFile = path.join(dir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No client build at ${dir}: run "npm run build" to serve the site's ${language} pages.`);
      continue;
    }
    const readAsset = (href: string) => {
      const file = path.join(dir, href.slice(languageBase(language).length));
      return file.startsWith(dir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    };
    const renderer = render ?? (await loadBuiltRenderer(dir));
    const prerendered = renderer
      ? createPrerenderedPages({ render: renderer, siteConfig, log: app.log, base: languageBase(language) })
      : undefined;
    sites.set(language, {
      language,
      isOffered: offered.includes(language),
      document: createPageDocument(readFileSync(indexFile, 'utf8'), {
        siteConfig,
        readAsset,
        bootScript,
        language,
      }),
      pageModules: createPageModules(readManifest(dir), languageBase(language)),
      prerendered,
      cachedPages: createCachedPages(),
      words: pageWordsIn(language),
    });
    // The content-hashed files: hundreds, each fetched once per version by each browser, so read from the disk.
    await app.register(fastifyStatic, {
      root: path.join(dir, 'assets'),
      prefix: `${languageBase(language)}/assets/`,
      index: false,
      wildcard: false,
      decorateReply: language === 'en',
      // The build writes .br and .gz copies beside each text file (vite.config.ts).
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
  }

  registerSiteFiles(app, { publicUrl: siteConfig.publicUrl, languages: offered });
  if (existsSync(clientDir)) await registerRootFiles(app, clientDir);

  const pageHtml = async (
    request: FastifyRequest,
    site: LanguageSite,
    pathname: string,
    match: PageMatch,
  ) => {
    const isConsentChosen = request.cookies?.[CONSENT_CHOSEN_COOKIE] === '1';
    const search = searchOf(request);
    const { prerendered } = site;
    const address = (pagePath: string, language = site.language) =>
      `${siteConfig.publicUrl}${pathIn(language, pagePath)}`;
    let head: DocumentHead = {
      head: site.isOffered ? match.head : { ...match.head, isIndexable: false },
      canonicalUrl: match.kind === 'page' ? address(match.canonicalPath) : null,
      image: siteImage(siteConfig, writtenLanguage(site.language)),
      alternates:
        match.kind === 'page' && site.isOffered && match.head.isIndexable
          ? languageAlternates(match.canonicalPath, offered).map(({ hreflang, path: alternate }) => ({
              hreflang,
              url: `${siteConfig.publicUrl}${alternate}`,
            }))
          : [],
    };
    let rootHtml: Promise<string> | undefined;
    if (match.kind === 'page' && match.route.path === '/shared-results') {
      const data = search.get('data');
      const preview = sharePreviewOf(search.get(SHARE_PREVIEW_PARAM));
      const shared = sharedResultHead({
        data,
        siteHead: match.head,
        preview,
        language: writtenLanguage(site.language),
      });
      if (shared) {
        // The link's own address for og:url: a preview fetcher that follows it must find this result, not the
        // site. The canonical address carries no result (the page is not to be listed anyway).
        const linkQuery = new URLSearchParams({ data: data ?? '' });
        if (preview === 'assessment') linkQuery.set(SHARE_PREVIEW_PARAM, preview);
        head = {
          ...head,
          head: shared.head,
          previewUrl: `${head.canonicalUrl}?${linkQuery}`,
          image: { ...head.image, url: `${siteConfig.publicUrl}${shared.image.path}`, alt: shared.image.alt },
        };
      }
      rootHtml = prerendered?.sharedResults(data, isConsentChosen);
    } else if (hasLegacyToken(match, search)) {
      head = { ...head, head: { ...head.head, isIndexable: false } };
    } else if (match.kind === 'page') {
      rootHtml = prerendered?.page(match.canonicalPath, isConsentChosen);
    } else if (match.kind === 'not-found' && pageModuleFor(pathname) === NOT_FOUND_MODULE) {
      // The client shows its not-found page for this path too, so the prerendered one is what it adopts.
      rootHtml = prerendered?.page(NOT_FOUND_RENDER_PATH, isConsentChosen);
    }
    const module = match.kind === 'admin' ? ADMIN_MODULE : pageModuleFor(pathname);
    const preloads = match.kind === 'page' ? match.preloads : [];
    const modules = site.pageModules([
      module,
      ...preloads.map((preload) => preload.replace(BUILD_LANGUAGE_TOKEN, site.language)),
    ]);
    const html = site.document({ head, pageModules: modules, rootHtml: (await rootHtml) ?? '' });
    return { html, isIndexable: head.head.isIndexable };
  };

  /** The headers every page's answer carries, whichever way its body is made. */
  const pageHeaders = (reply: FastifyReply, match: PageMatch, isIndexable: boolean) => {
    // The header as well as the meta tag: it also reaches crawlers that read headers only.
    if (!isIndexable) reply.header('x-robots-tag', 'noindex');
    reply
      .status(match.kind === 'not-found' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The banner follows the cookie-choice cookie: a shared cache must keep the two versions apart.
      .header('vary', 'accept-encoding, cookie');
  };

  const english = sites.get('en');
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const requestPath = request.url.split('?')[0] ?? '/';
    if (!isPageRequest(request, requestPath) || !english) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${requestPath}` });
    }
    // A language's folder is its site; the folder of a language not served is an English page not found.
    const inLanguage = languageOfPath(requestPath);
    const site = sites.get(inLanguage.language) ?? english;
    const pathname = site === english ? requestPath : inLanguage.path;
    // The admin area is English, at the root only.
    const match = matchPage(
      site === english || !isAdminPath(pathname) ? pathname : NOT_FOUND_RENDER_PATH,
      site.words,
    );
    const pattern = pagePattern(match, pathname);
    if (pattern) nameRoute(request, pattern);
    const canonical = match.kind === 'page' ? pathIn(site.language, match.canonicalPath) : undefined;
    if (canonical !== undefined && requestPath !== canonical) {
      const query = request.url.slice(requestPath.length);
      return reply.redirect(`${canonical}${query}`, 301);
    }
    // A prerendered page is the same for every visitor who made the same cookie choice: its answer is built once.
    const isConsentChosen = request.cookies?.[CONSENT_CHOSEN_COOKIE] === '1';
    const prerenderedHtml =
      match.kind === 'page' && isPrerenderedPath(pathname) && !hasLegacyToken(match, searchOf(request))
        ? site.prerendered?.page(pathname, isConsentChosen)
        : undefined;
    if (prerenderedHtml) {
      const page = await site.cachedPages.get(`${isConsentChosen}${pathname}`, prerenderedHtml, () =>
        pageHtml(request, site, pathname, match),
      );
      pageHeaders(reply, match, page.isIndexable);
      return sendCompressedForms(request, reply, page);
    }
    const { html, isIndexable } = await pageHtml(request, site, pathname, match);
    pageHeaders(reply, match, isIndexable);
    return sendCompressed(request, reply, html);
  };

  // The prerendered pages have routes of their own; every other page path reaches the not-found handler.
  for (const site of sites.values()) {
    if (!site.prerendered) continue;
    for (const pagePath of PRERENDERED_PATHS) app.get(pathIn(site.language, pagePath), servePage);
  }
  app.setNotFoundHandler(servePage);
}

/** The words of a language's heads (domain/messages/), English's for a language that has none yet. */
function pageWordsIn(language: Language): PageWords {
  return MESSAGES[writtenLanguage(language)];
}

/** Where a language's browser build is: English's is `clientDir`, every other one's beside it (vite.config.ts). */
function languageClientDir(clientDir: string, language: Language): string {
  return language === 'en' ? clientDir : path.join(clientDir, '..', 'languages', language, 'client');
}

/**
 * What the metrics call a page: its route's pattern (`/assessment/:type/:question?`), an admin page's path, or
 * `/admin/*` for the rest of the admin area. A path that is no page stays unnamed (`unmatched`).
 */
function pagePattern(match: PageMatch, pathname: string): string | undefined {
  if (match.kind === 'page') return match.route.path;
  if (match.kind === 'admin')
    return (ADMIN_PATHS as readonly string[]).includes(pathname) ? pathname : '/admin/*';
  return undefined;
}

/**
 * The prerender the build wrote beside the client (`vite build --ssr render-page.tsx`), if there is one. Loaded at
 * start-up (the six languages' modules in about 70 ms), so that a broken build stops the start instead of leaving
 * every page to the browser.
 */
async function loadBuiltRenderer(clientDir: string): Promise<RenderPage | undefined> {
  const file = path.join(clientDir, '..', 'render', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const built = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return built.renderPage;
}

/** Pages are what a browser, crawler or monitor reads: GET and HEAD outside the API and the built files. */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/assets/')
  );
}

/**
 * Your data links sent before tokens moved into the fragment carry `?token=`: such a page is one person's, says
 * `noindex`, and is rendered by the browser (which reads the token).
 */
function searchOf(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

function hasLegacyToken(match: PageMatch, search: URLSearchParams): boolean {
  return match.kind === 'page' && match.route.path === '/your-data' && search.has('token');
}

function siteImage(siteConfig: SiteConfig, language: MessageLanguage): DocumentHead['image'] {
  return {
    url: `${siteConfig.publicUrl}${siteImagePath(language)}`,
    alt: shareImageAlt({ kind: 'site', language }),
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  };
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The built files of a page's lazy chunk, the modules it loads at once, and their static imports, less what the
 * entry brings, at their addresses (`base`, the language's folder, before each). The start script preloads them beside the entry: without them the browser learns of the page
 * chunk only once the entry has downloaded and run, a second round trip before the page comes alive.
 */
function createPageModules(
  manifest: Manifest,
  base: string,
): (modules: readonly string[]) => readonly string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const known = new Map<string, readonly string[]>();
  return (modules) => {
    const key = modules.join('\n');
    let files = known.get(key);
    if (files === undefined) {
      const closure = new Set<string>();
      for (const module of modules) staticClosure(manifest, module, closure);
      files = [...closure]
        .filter((chunk) => !inEntry.has(chunk))
        .map((chunk) => manifest[chunk]?.file)
        .filter((file): file is string => file !== undefined)
        .map((file) => `${base}/${file}`);
      // Only modules of the route table: a handful of keys.
      known.set(key, files);
    }
    return files;
  };
}

/** A chunk and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
