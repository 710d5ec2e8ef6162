import type { FastifyInstance } from 'fastify';
import { shareImageContract } from '../../../domain/share-preview/contracts.ts';
import { SHARE_IMAGES } from '../../../domain/share-preview/share-images.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { matchesEtag } from '../../http/etag.ts';
import { cachedOgImage } from './render-og-image.ts';

// A week fresh, then a day in which a cache may serve the old copy while it asks again. Not `immutable`: the
// URL names an assessment and a level, not a version, so a redesign must reach caches without a new URL; the
// ETag makes that check cheap (a 304). Crawlers of link previews keep their own copies for days anyway.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * GET /og/:image: the PNG a link preview shows (`asd-high.png`, `site.png`; German's `site.de.png`). Outside /api/, so without the visitor
 * cookie and the token: crawlers fetch it with neither. Only the 19 known names of each language get past the schema, so
 * at most 19 renders per language happen per process; nothing is written or looked up per request.
 */
export async function sharePreviewRoutes(app: FastifyInstance): Promise<void> {
  // The one resource meant to be shown on other sites (a messenger's web client may load it straight from here);
  // every other response keeps the app's same-origin policy. Runs after the app's own onSend hook.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  routeFromContract(app, shareImageContract, {}, async (request, reply) => {
    const name = request.params.image;
    const { png, etag } = await cachedOgImage(name, SHARE_IMAGES.get(name)!);
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });
}
