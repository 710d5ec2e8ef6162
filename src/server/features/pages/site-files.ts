import type { FastifyInstance } from 'fastify';
import { robotsContract, sitemapContract } from '../../../domain/pages/contracts.ts';
import { isIndexableRoute } from '../../../domain/pages/page-heads.ts';
import { ADMIN_PATHS, PAGE_ROUTES } from '../../../domain/pages/page-routes.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { escapeHtml } from './page-document.ts';

/** A day: the files change only with a new version, and crawlers fetch them rarely anyway. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Paths crawlers are asked to leave alone: the API, the admin area, and the route table's pages that are one
 * visitor's (a result, checkout). Shared results are not among them: link-preview fetchers that honour robots.txt
 * must read their preview tags.
 */
function disallowedPaths(): string[] {
  // A path with parameters (/orders/:ref) is disallowed from its first parameter on (/orders/).
  const privatePages = PAGE_ROUTES.filter(
    (route) => !isIndexableRoute(route) && route.path !== '/shared-results',
  ).map((route) => route.path.replace(/:.*$/, ''));
  return ['/api/', '/admin/', ...ADMIN_PATHS.filter((path) => !path.startsWith('/admin/')), ...privatePages];
}

/** Every path of the route table that search engines may list. */
function indexablePaths(): string[] {
  return PAGE_ROUTES.flatMap((route) => (isIndexableRoute(route) ? (route.prerender ?? []) : []));
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(publicUrl: string): string {
  const urls = indexablePaths().map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSiteFiles(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  routeFromContract(app, robotsContract, {}, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );
  routeFromContract(app, sitemapContract, {}, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(sitemap),
  );
}
