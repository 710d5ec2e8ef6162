import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MODULE, NOT_FOUND_MODULE, PAGE_ROUTES, pageModuleFor } from '../../domain/page-routes.ts';
import { SITE_CONFIG_META, type SiteConfig } from '../../domain/site-config.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: content-hashed files under /assets/ are cacheable forever; every other GET that
 * asks for HTML gets index.html (the client router decides, and shows 'Page Not Found' itself).
 */
export async function registerClientApp(
  app: FastifyInstance,
  { clientDir, siteConfig }: { clientDir: string; siteConfig: SiteConfig },
): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const pages = existsSync(indexFile)
    ? renderPages(renderIndex(readFileSync(indexFile, 'utf8'), siteConfig), readManifest(clientDir))
    : undefined;
  if (!pages) app.log.warn(`No client build at ${clientDir}: run "npm run build" to serve the site.`);

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies beside each text file (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && pages) {
      const html = pages.get(pageModuleFor(request.url.split('?')[0] ?? '/')) ?? pages.get(NOT_FOUND_MODULE);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * index.html once per page module, each naming that page's lazy chunk and its static imports in
 * `<link rel="modulepreload">` tags. Without them the browser learns of the page chunk only once the entry script
 * has downloaded and run, a second round trip before the page's content can paint.
 */
function renderPages(indexHtml: string, manifest: Manifest): Map<string, string> {
  const modules = new Set([...PAGE_ROUTES.map((route) => route.module), NOT_FOUND_MODULE, ADMIN_MODULE]);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry and what it imports are already in index.html, put there by the build.
  const inIndex = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const pages = new Map<string, string>();
  for (const module of modules) {
    const links = [...staticClosure(manifest, module)]
      .filter((key) => !inIndex.has(key))
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file !== undefined)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    pages.set(module, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/** A chunk and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function renderIndex(template: string, siteConfig: SiteConfig): string {
  const content = escapeAttribute(JSON.stringify(siteConfig));
  const placeholder = new RegExp(`<meta name="${SITE_CONFIG_META}" content="[^"]*"\\s*/?>`);
  if (!placeholder.test(template)) throw new Error(`index.html has no <meta name="${SITE_CONFIG_META}"> tag`);
  return template.replace(placeholder, `<meta name="${SITE_CONFIG_META}" content="${content}" />`);
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
