import { writeFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { ASSESSMENT_TYPES } from '../../../domain/assessments/catalogue.ts';
import { LEVELS } from '../../../domain/assessments/levels.ts';
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  shareImagePath,
  siteImagePath,
} from '../../../domain/share-preview/share-images.ts';

const MAX_BYTES = 100 * 1024;
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ALL_PATHS = [
  siteImagePath('en'),
  ...ASSESSMENT_TYPES.flatMap((type) => LEVELS.map((level) => shareImagePath(type, level, 'en'))),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Width and height from the PNG's first chunk, which the format requires to be IHDR. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function expectRefusal(response: LightMyRequestResponse, status = 400): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: expect.any(String) });
}

describe('GET /og/:image', () => {
  it('answers every assessment and level, and the site card, with a 1200x630 PNG under 100 KB', async () => {
    expect(ALL_PATHS).toHaveLength(19);
    const etags = new Set<string>();
    for (const path of ALL_PATHS) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(pngSize(response.rawPayload)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
      expect(response.rawPayload.length, path).toBeLessThan(MAX_BYTES);
      etags.add(String(response.headers.etag));
    }
    expect(etags.size).toBe(ALL_PATHS.length);
  });

  it('draws each card in German too, under the name with its code', async () => {
    for (const [english, german] of [
      [siteImagePath('en'), siteImagePath('de')],
      [shareImagePath('audhd', 'medium', 'en'), shareImagePath('audhd', 'medium', 'de')],
    ] as const) {
      const response = await get(german);
      expect(response.statusCode, german).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
      expect(response.rawPayload.equals((await get(english)).rawPayload), german).toBe(false);
    }
  });

  it('needs no cookie or token, sets none, and may be shown on other sites', async () => {
    const response = await get('/og/asd-high.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('draws only what the name says: a query string changes nothing', async () => {
    const plain = await get('/og/adhd-medium.png');
    const withScore = await get('/og/adhd-medium.png?score=38&answers=4,4,4');
    expect(withScore.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/og/dyslexia-low.png');
    const head = await t.app.inject({ method: 'HEAD', url: '/og/dyslexia-low.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 304 without a body when the ETag matches, and the image when it does not', async () => {
    const first = await get('/og/spd-high.png');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/og/spd-high.png', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(CACHE_CONTROL);
    }
    const changed = await get('/og/spd-high.png', { 'if-none-match': '"an-older-design"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
    const otherImage = await get('/og/spd-low.png', { 'if-none-match': etag });
    expect(otherImage.statusCode).toBe(200);
  });

  it('refuses any other name with a 400 and a plain message', async () => {
    for (const url of [
      '/og/asd-extreme.png',
      '/og/unknown-high.png',
      '/og/asd-high.jpg',
      '/og/ASD-HIGH.png',
      '/og/asd-high',
      '/og/asd-high.png.png',
      '/og/asd-high.pt.png',
      '/og/asd-high.en.png',
      '/og/%2e%2e%2fetc%2fpasswd',
      '/og/..%2f..%2fpackage.json',
      '/og/',
      '/og/%00',
      '/og/asd-high.png%00',
      `/og/${'a'.repeat(96)}.png`,
    ]) {
      const response = await get(url);
      expectRefusal(response);
      expect(response.json().message, url).toBe(
        'Invalid request. image: Unknown preview image. Ask for site.png or <assessment>-<level>.png, such as asd-high.png (asd-high.de.png in German).',
      );
    }
  });

  it('leaves paths that are not one name of at most 100 characters to the router', async () => {
    // Fastify matches a parameter of one segment and at most 100 characters (its maxParamLength); a longer one
    // gets its 414 before any route runs, and `..` is resolved before routing.
    const tooLong = await get(`/og/${'a'.repeat(5000)}.png`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    for (const url of ['/og/../etc', '/og/%2e%2e/package.json', '/og/a/b.png', '/og']) {
      expectRefusal(await get(url), 404);
    }
  });
});

// The pictures in the docs are the ones the route serves, refreshed whenever this file runs.
describe('the cards in docs/screenshots', () => {
  it('are written from the route', async () => {
    for (const [path, name] of [
      [shareImagePath('asd', 'high', 'en'), 'og-card-asd-high.png'],
      [siteImagePath('en'), 'og-card-site.png'],
      [shareImagePath('asd', 'high', 'de'), 'og-card-asd-high-de.png'],
    ] as const) {
      const response = await get(path);
      await writeFile(new URL(`../../../../docs/screenshots/${name}`, import.meta.url), response.rawPayload);
    }
  });
});
