import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import type { Font } from 'satori';
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  type ShareImage,
} from '../../../domain/share-preview/share-images.ts';
import { CARD_FONT_FAMILY, OgCard } from './og-card.tsx';

type RenderedImage = { png: Buffer; etag: string };

const require = createRequire(import.meta.url);

const rendered = new Map<string, Promise<RenderedImage>>();

/**
 * Each image is rendered once per process, on its first request, so that start-up waits neither for 19 renders
 * that may never be asked for nor for loading the renderer. The promise is kept, so concurrent first requests share
 * one render; a failed render is forgotten, so the next request tries again. Keyed by file name: the route lets
 * through only the names of SHARE_IMAGES, so the map holds at most 19 entries per language.
 */
export function cachedOgImage(name: string, image: ShareImage): Promise<RenderedImage> {
  let promise = rendered.get(name);
  if (!promise) {
    promise = renderOgImage(image);
    rendered.set(name, promise);
    promise.catch(() => rendered.delete(name));
  }
  return promise;
}

/** The card as a PNG: satori lays it out as SVG, drawing the text as paths; resvg rasterises that. */
async function renderOgImage(image: ShareImage): Promise<RenderedImage> {
  // Loaded on first use: importing satori takes about 0.2 s, which every start of the server would pay otherwise.
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts(),
  ]);
  const svg = await satori(createElement(OgCard, { image }), {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
  return { png, etag };
}

let fonts: Promise<Font[]> | undefined;

// satori reads WOFF as it is (not WOFF2); the latin subset holds every letter the cards use.
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: CARD_FONT_FAMILY,
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(
          `@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff`,
        ),
      ),
    })),
  );
  return fonts;
}
