import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="" /></head><body></body></html>',
  );
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_title.js': { file: 'assets/title-1.js', imports: ['index.html'] },
      'features/legal/terms-page.tsx': {
        file: 'assets/terms-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_title.js', '_react.js'],
      },
      'features/not-found/not-found-page.tsx': {
        file: 'assets/not-found-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_title.js'],
      },
    }),
  );
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir, env: { SUPPORT_EMAIL: 'help@traitscope.example' } });
});
afterAll(() => t.close());

const asPage = { accept: 'text/html,application/xhtml+xml' };

describe('serving the client', () => {
  it('serves index.html for client routes, with the public configuration in a meta tag', async () => {
    for (const url of ['/', '/terms', '/assessment/adhd', '/some/unknown/path']) {
      const response = await t.app.inject({ method: 'GET', url, headers: asPage });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('&quot;supportEmail&quot;:&quot;help@traitscope.example&quot;');
    }
  });

  it("names the page's own chunks for preloading, and none the entry already brings", async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/terms/?lang=en', headers: asPage });
    const preloads = [...terms.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['/assets/terms-page-1.js', '/assets/title-1.js']);

    const unknown = await t.app.inject({ method: 'GET', url: '/some/unknown/path', headers: asPage });
    expect(unknown.body).toContain('href="/assets/not-found-page-1.js"');
    expect(unknown.body).not.toContain('terms-page');
  });

  it('never puts a secret into the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: asPage });
    expect(response.body).not.toContain('test-secret-key');
  });

  it("sends the build's Brotli copy of an asset to a browser that accepts it", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('serves hashed assets with a long-lived immutable cache header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves unhashed files so that browsers check for a new version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js', headers: asPage });
    expect(response.statusCode).toBe(404);
  });
});
