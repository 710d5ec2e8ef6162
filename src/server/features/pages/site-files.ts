import type { FastifyInstance } from 'fastify';
import { languageAlternates, pathIn } from '../../../domain/locale/language-paths.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { robotsContract, sitemapContract } from '../../../domain/pages/contracts.ts';
import { isIndexableRoute } from '../../../domain/pages/page-heads.ts';
import { ADMIN_PATHS, PAGE_ROUTES } from '../../../domain/pages/page-routes.ts';
import { prerenderedPathsOf } from '../../../domain/pages/route-serving.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { escapeHtml } from './page-document.ts';

/** A day: the files change only with a new version, and crawlers fetch them rarely anyway. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Paths crawlers are asked to leave alone: the API, the admin area, and the route table's pages that are one
 * visitor's (a result, checkout). Shared results are not among them: link-preview fetchers that honour robots.txt
 * must read their preview tags.
 */
function disallowedPaths(languages: readonly Language[]): string[] {
  // A path with parameters (/orders/:ref) is disallowed from its first parameter on (/orders/).
  const privatePages = PAGE_ROUTES.filter(
    (route) => !isIndexableRoute(route) && route.path !== '/shared-results',
  ).map((route) => route.path.replace(/:.*$/, ''));
  return [
    '/api/',
    '/admin/',
    ...ADMIN_PATHS.filter((path) => !path.startsWith('/admin/')),
    ...languages.flatMap((language) => privatePages.map((path) => pathIn(language, path))),
  ];
}

/** Every path of the route table that search engines may list. */
function indexablePaths(): string[] {
  return prerenderedPathsOf(PAGE_ROUTES.filter(isIndexableRoute));
}

function robotsTxt(publicUrl: string, languages: readonly Language[]): string {
  return [
    'User-agent: *',
    ...disallowedPaths(languages).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every listable page in every offered language, each with the same alternates its HTML names (`xhtml:link`, the
 * page itself and `x-default` included), so that the sitemap and the pages tell search engines one story.
 */
export function sitemapXml(publicUrl: string, languages: readonly Language[]): string {
  const address = (path: string) => escapeHtml(`${publicUrl}${path}`);
  const urls = indexablePaths().flatMap((path) => {
    const alternates = languageAlternates(path, languages).map(
      (alternate) =>
        `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${address(alternate.path)}"/>`,
    );
    return languages.map(
      (language) =>
        `  <url><loc>${address(pathIn(language, path))}</loc>${alternates.join('')}${alternates.length > 0 ? '\n  ' : ''}</url>`,
    );
  });
  const alternatesNamespace = languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternatesNamespace}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSiteFiles(
  app: FastifyInstance,
  { publicUrl, languages }: { publicUrl: string; languages: readonly Language[] },
): void {
  const robots = robotsTxt(publicUrl, languages);
  const sitemap = sitemapXml(publicUrl, languages);
  routeFromContract(app, robotsContract, {}, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );
  routeFromContract(app, sitemapContract, {}, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(sitemap),
  );
}
