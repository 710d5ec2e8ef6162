import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceRenderer } from '../../../../tests/support/source-renderer.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { ASSESSMENTS } from '../../../domain/assessments/catalogue.ts';
import { LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { encodeSharePayload } from '../../../domain/assessments/share.ts';
import { pathIn } from '../../../domain/locale/language-paths.ts';
import { isIndexableRoute } from '../../../domain/pages/page-heads.ts';
import { PAGE_ROUTES } from '../../../domain/pages/page-routes.ts';

const PUBLIC_URL = 'https://traitscope.example';

/** index.html as the build writes it: the entry script and style, and an empty root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's own description." />
    <meta name="app-config" content="" />
    <title>The build's own title</title>
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
/** The start script's stand-in, copied from src/client/public by the build. */
const BOOT_JS = "document.documentElement.dataset.started = 'yes';";
const BOOT_TAG = `<script>${BOOT_JS}</script>`;

/** What the test's prerender writes on a page of another language's folder. */
const FOLDER_MARKS = {
  de: 'Gerendert im deutschen Ordner',
  fr: 'Rendu dans le dossier français',
  es: 'Representado en la carpeta española',
} as const;
const GERMAN_MARK = FOLDER_MARKS.de;

/** Another language's build: its template names its files in its folder, /de/assets/ (vite.config.ts). */
function writeLanguageBuild(distDir: string, language: keyof typeof FOLDER_MARKS): void {
  const dir = path.join(distDir, 'languages', language, 'client');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    INDEX_HTML.replaceAll('/assets/main-abc123.js', `/${language}/assets/main-${language}1.js`).replace(
      '/assets/index-1.css',
      `/${language}/assets/index-${language}1.css`,
    ),
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: `assets/main-${language}1.js`, isEntry: true },
      'features/legal/terms-page.tsx': {
        file: `assets/terms-page-${language}1.js`,
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    }),
  );
  writeFileSync(path.join(dir, 'assets', `main-${language}1.js`), `console.log("${language}")`);
  writeFileSync(path.join(dir, 'assets', `index-${language}1.css`), 'body{color:#102030}');
}

let t: TestApp;
/** Every URL the server asked the prerender for. */
const renderedUrls: string[] = [];
beforeAll(async () => {
  // As `npm run build` lays them out: English's client, and German's, French's and Spanish's beside it (Spanish
  // served as a preview here).
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-dist-'));
  const clientDir = path.join(distDir, 'client');
  writeLanguageBuild(distDir, 'de');
  writeLanguageBuild(distDir, 'fr');
  writeLanguageBuild(distDir, 'es');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
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
  writeFileSync(path.join(clientDir, 'assets', 'index-1.css'), 'body{color:#1f2933}');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), FAVICON);
  writeFileSync(path.join(clientDir, 'favicon.svg.br'), brotliCompressSync(FAVICON));
  writeFileSync(path.join(clientDir, 'boot.js'), BOOT_JS);
  t = await createTestApp({
    clientDir,
    // Every language is offered in production; here three are, so that one can be previewed and one left out.
    offeredLanguages: ['en', 'de', 'fr'],
    // The source's prerender is English's; for another language's folder it renders the English page, and marks it.
    renderPage: async (url, siteConfig, visitor) => {
      renderedUrls.push(url);
      const [, language, rest] = /^\/(de|fr|es)(\/.*)$/.exec(url) ?? [];
      if (language === undefined || rest === undefined) return sourceRenderer(url, siteConfig, visitor);
      const mark = FOLDER_MARKS[language as keyof typeof FOLDER_MARKS];
      return `<p>${mark}</p>${await sourceRenderer(rest, siteConfig, visitor)}`;
    },
    env: {
      SUPPORT_EMAIL: 'help@traitscope.example',
      PUBLIC_URL,
      RETENTION_MONTHS: '7',
      PREVIEW_LANGUAGES: 'es',
    },
  });
});
afterAll(() => t.close());

const asBrowser = { accept: 'text/html,application/xhtml+xml' };

/** The public pages and the main heading each must carry in its HTML, before any script runs. */
const PUBLIC_PAGES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Discover Your Neurodivergent Profile' },
  ...ASSESSMENTS.map((assessment) => ({ path: `/assessment/${assessment.id}`, heading: assessment.name })),
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/referral-program', heading: 'Refer Friends Program' },
  { path: '/your-data', heading: 'Your data' },
];

function head(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attribute(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    lang: attribute(/<html lang="([^"]*)"/),
    titles: html.match(/<title>/g)?.length ?? 0,
  };
}

function mainHeading(html: string): string | undefined {
  const text = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return text?.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&');
}

describe('pages for every client', () => {
  it('answers every public page with 200 HTML, its heading and its own head, whatever the Accept header', async () => {
    const descriptions = new Set<string | undefined>();
    for (const { path: url, heading } of PUBLIC_PAGES) {
      for (const headers of [{ accept: '*/*' }, {}, asBrowser]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(mainHeading(response.body), url).toBe(heading);
        const tags = head(response.body);
        expect(tags.titles).toBe(1);
        expect(tags.title).toMatch(/ \| Traitscope$/);
        expect(tags.canonical).toBe(`${PUBLIC_URL}${url}`);
        expect(tags.ogUrl).toBe(`${PUBLIC_URL}${url}`);
        expect(tags.ogTitle).toBeTruthy();
        expect(tags.ogDescription).toBe(tags.description);
        expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/site.png`);
        expect(tags.twitterCard).toBe('summary_large_image');
        expect(tags.lang).toBe('en');
        expect(tags.robots).toBeUndefined();
        expect(response.body).not.toContain("The build's own");
        descriptions.add(tags.description);
      }
    }
    // Each page describes itself, except that the assessments share the home page's theme but not its words.
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  it('renders the configuration the server runs with into the prerendered pages', async () => {
    const privacy = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(privacy.body).toContain('help@traitscope.example');
    expect(privacy.body).toContain('7 months');
    expect(privacy.body).toContain('&quot;supportEmail&quot;:&quot;help@traitscope.example&quot;');
  });

  it('writes the stylesheet into the page, so it paints without waiting for a second file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<style>body{color:#1f2933}</style>');
    expect(response.body).not.toContain('rel="stylesheet"');
  });

  it('compresses a page as the browser accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, cookie');

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'gzip, deflate, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses each page once and never answers one page with the bytes of another', async () => {
    const compressed = (url: string, cookies: Record<string, string> = {}) =>
      t.app
        .inject({ method: 'GET', url, cookies, headers: { 'accept-encoding': 'br' } })
        .then((response) => brotliDecompressSync(response.rawPayload).toString());
    const pages = ['/terms', '/privacy-policy', '/terms', '/privacy-policy'];
    const plain = await Promise.all(pages.map((url) => t.app.inject({ method: 'GET', url })));
    const fromCache = await Promise.all(pages.map((url) => compressed(url)));
    expect(fromCache).toEqual(plain.map((response) => response.body));
    // With and without the cookie banner: two pages at one address.
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/terms',
      cookies: { 'cookie-choice-made': '1' },
    });
    expect(await compressed('/terms', { 'cookie-choice-made': '1' })).toBe(chosen.body);
    expect(await compressed('/terms')).toBe(plain[0]?.body);
  });

  it('names each form of a prerendered page with its own ETag and answers 304 when the browser holds it', async () => {
    const forms = await Promise.all(
      [undefined, 'gzip', 'br'].map((encoding) =>
        t.app.inject({
          method: 'GET',
          url: '/terms',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        }),
      ),
    );
    const etags = forms.map((response) => response.headers.etag);
    expect(etags).toEqual([
      expect.stringMatching(/^"[\w-]+"$/),
      expect.stringMatching(/^"[\w-]+-gzip"$/),
      expect.stringMatching(/^"[\w-]+-br"$/),
    ]);
    const [plain, , brotli] = forms;
    // The same HTML on every request: the same ETag, and one for the other cookie choice's page.
    const again = await t.app.inject({ method: 'GET', url: '/terms', headers: { 'accept-encoding': 'br' } });
    expect(again.headers.etag).toBe(brotli?.headers.etag);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'br' },
      cookies: { 'cookie-choice-made': '1' },
    });
    expect(chosen.headers.etag).not.toBe(brotli?.headers.etag);

    const held = await t.app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${brotli?.headers.etag}` },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers['content-encoding']).toBeUndefined();
    expect(held.headers.etag).toBe(brotli?.headers.etag);
    expect(held.headers['cache-control']).toBe('no-cache');
    expect(held.headers.vary).toBe('accept-encoding, cookie');
    expect(held.headers['content-security-policy']).toBe(plain?.headers['content-security-policy']);
    // The gzip form's ETag does not stand for the Brotli bytes.
    const otherForm = await t.app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etags[1]) },
    });
    expect(otherForm.statusCode).toBe(200);
    expect(brotliDecompressSync(otherForm.rawPayload).toString()).toBe(plain?.body);
  });

  it('answers a prerendered page from its route with the headers every page carries', async () => {
    const cached = await t.app.inject({
      method: 'GET',
      url: '/privacy-policy',
      headers: { 'accept-encoding': 'br' },
    });
    // A page the browser renders, still answered by the not-found handler, for comparison.
    const rendered = await t.app.inject({
      method: 'GET',
      url: '/payment-success',
      headers: { 'accept-encoding': 'br' },
    });
    const pageHeaders = (headers: Record<string, unknown>) => {
      const { etag: _etag, 'content-length': _length, date: _date, ...rest } = headers;
      return rest;
    };
    expect(pageHeaders(cached.headers)).toEqual({
      ...pageHeaders(rendered.headers),
      // /payment-success is one person's page; the policy is listed.
      'x-robots-tag': undefined,
    });
    expect(cached.headers['content-length']).toBe(String(cached.rawPayload.length));
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/privacy-policy',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body).toBe('');
    // Another spelling still goes to the page's one address, and a legacy token still makes it one person's page.
    const other = await t.app.inject({ method: 'GET', url: '/Terms/?a=1' });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/terms?a=1');
    const legacy = await t.app.inject({ method: 'GET', url: '/your-data?token=abc' });
    expect(legacy.headers['x-robots-tag']).toBe('noindex');
    expect(legacy.headers.etag).toBeUndefined();
  });

  it('sends the cookie banner to a visitor who has not chosen yet, and not to one whose cookie says they have', async () => {
    const newVisitor = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(newVisitor.body).toContain('Cookies on Traitscope');
    // First in the page, before the skip link and the header, so it is the first thing Tab reaches.
    const root = /<div id="root">([\s\S]*)/.exec(newVisitor.body)?.[1] ?? '';
    expect(root.indexOf('Cookies on Traitscope')).toBeLessThan(root.indexOf('Skip to main content'));
    expect(root.indexOf('Skip to main content')).toBeGreaterThan(0);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/terms',
      cookies: { 'cookie-choice-made': '1' },
    });
    expect(chosen.body).not.toContain('Cookies on Traitscope');
    expect(chosen.body).toMatch(/<button id="cookie-settings-button"[^>]*>[\s\S]*?Cookie settings<\/button>/);
    expect(mainHeading(chosen.body)).toBe('Terms and Conditions');
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers an unknown path with the not-found page, status 404 and noindex', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/some/unknown/path?x=1', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(mainHeading(response.body)).toBe('Page Not Found');
      expect(head(response.body).robots).toBe('noindex');
      expect(head(response.body).canonical).toBeUndefined();
    }
  });

  it('answers an unknown assessment with 404 and leaves the page to the browser, which says so and goes home', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assessment/astrology' });
    expect(response.statusCode).toBe(404);
    expect(head(response.body).robots).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers a question number the assessment does not have with 404', async () => {
    for (const url of [
      '/assessment/adhd/11',
      '/assessment/adhd/0',
      '/assessment/adhd/two',
      '/assessment/astrology/2',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(head(response.body).robots, url).toBe('noindex');
    }
  });

  it('answers JSON, never a page, under /api/ and for methods other than GET and HEAD', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: asBrowser });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/unknown' });
    const post = await t.app.inject({ method: 'POST', url: '/terms', headers: asBrowser });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('sends other spellings of a page to its one address', async () => {
    for (const [url, location] of [
      ['/Terms', '/terms'],
      ['/terms/', '/terms'],
      ['/assessment/ADHD?ref=ABC', '/assessment/adhd?ref=ABC'],
      // Question 1 is the start page; a question has one spelling of its number.
      ['/assessment/adhd/1', '/assessment/adhd'],
      ['/assessment/ADHD/04', '/assessment/adhd/4'],
      ['/assessment/spd/3/', '/assessment/spd/3'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  it('says noindex on pages that are one visitor’s, and leaves them for the browser to render', async () => {
    for (const url of [
      '/payment-success',
      '/test-checkout',
      '/admin-login',
      '/email-debug',
      '/your-data?token=abc',
      '/assessment/adhd/4',
      '/orders/0d3c1f6e-2b8a-4c55-9e0f-6a7b8c9d0e1f',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(head(response.body).robots, url).toBe('noindex');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('token=abc');
    }
  });

  it("starts the app after the first paint, with the page's own chunks and none the entry already brings", async () => {
    /** The modules the meta tag names, when the start script that reads them follows it. */
    const modules = (html: string) => {
      const [tag, content = ''] = /<meta name="app-modules" content="([^"]*)" \/>/.exec(html) ?? [];
      return tag && html.includes(`${tag}${BOOT_TAG}`) ? content.split(' ') : undefined;
    };
    const terms = await t.app.inject({ method: 'GET', url: '/terms?lang=en' });
    expect(modules(terms.body)).toEqual([
      '/assets/main-abc123.js',
      '/assets/terms-page-1.js',
      '/assets/title-1.js',
    ]);
    // Painted whole: the first paint waits for the end of the prerendered content.
    expect(terms.body).toContain('<link rel="expect" href="#page-end" blocking="render" />');
    expect(terms.body).toMatch(/<\/div><div id="page-end" hidden><\/div>/);
    // The build's entry script is started by the start script, never by the HTML itself.
    expect(terms.body).not.toContain('<script type="module" crossorigin src="/assets/main-abc123.js">');

    const unknown = await t.app.inject({ method: 'GET', url: '/some/unknown/path' });
    expect(modules(unknown.body)).toEqual([
      '/assets/main-abc123.js',
      '/assets/not-found-page-1.js',
      '/assets/title-1.js',
    ]);
  });

  it('writes the start script into the head of every page, allowed by its hash and no other inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_JS).digest('base64')}'`;
    for (const url of [
      '/',
      '/terms',
      '/results',
      '/payment-success',
      '/health-monitor',
      '/some/unknown/path',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      const [head = ''] = response.body.split('</head>');
      expect(head, url).toContain(BOOT_TAG);
      expect(response.body, url).not.toContain('/boot.js');
      const scriptSources = /script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(scriptSources, url).toBe(`'self' ${hash}`);
    }
    // A page the browser renders itself: the start script first, then the app.
    const success = await t.app.inject({ method: 'GET', url: '/payment-success' });
    expect(success.body).toContain(
      `${BOOT_TAG}<script type="module" crossorigin src="/assets/main-abc123.js">`,
    );
    // It is not a file of its own any more: no page names one.
    expect((await t.app.inject({ method: 'GET', url: '/boot.js' })).statusCode).toBe(404);
  });

  it('never puts a secret into the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('test-secret-key');
  });
});

describe('shared results previews', () => {
  const link = (payload: unknown) =>
    `/shared-results?${new URLSearchParams({ data: btoa(JSON.stringify(payload)) })}`;

  it('previews a shared result with its assessment, the level its score gives, its date and its own picture', async () => {
    // The level in the link says "high", but the score is the lowest: the page and the preview follow the score.
    const url = link({ type: 'adhd', score: 0, level: 'high', date: '2026-11-20' });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const tags = head(response.body);
    expect(tags.title).toBe('Attention &amp; Focus Traits: Minimal Alignment | Traitscope');
    expect(tags.ogTitle).toBe('Attention &amp; Focus Traits: Minimal Alignment');
    expect(tags.ogDescription).toContain('Taken on 20 November 2026.');
    expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/adhd-low.png`);
    expect(tags.ogUrl).toBe(`${PUBLIC_URL}${url}`);
    expect(mainHeading(response.body)).toBe('Attention & Focus Traits');
    expect(response.body).toContain('Minimal Alignment');
  });

  it('keeps a shared result out of search engines, with a canonical address that carries no result (issue 29)', async () => {
    const url = link({ type: 'asd', score: 60, level: 'high', date: '2026-11-20' });
    const response = await t.app.inject({ method: 'GET', url });
    const tags = head(response.body);
    expect(tags.robots).toBe('noindex');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/shared-results`);
    // Link-preview fetchers still read the card: robots.txt does not keep them out.
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).not.toContain('Disallow: /shared-results');
  });

  it('previews a link made with the name-only card as the assessment alone, the page still showing the summary', async () => {
    const data = encodeSharePayload({ type: 'asd', score: 60, level: 'high', date: '2026-11-20' });
    const url = `/shared-results?${new URLSearchParams({ data, preview: 'assessment' })}`;
    const response = await t.app.inject({ method: 'GET', url });
    const tags = head(response.body);
    expect(tags.ogTitle).toBe('Autism Spectrum Traits: a shared result');
    expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/site.png`);
    // As written in the HTML attribute.
    expect(tags.ogUrl).toBe(`${PUBLIC_URL}${url.replace('&', '&amp;')}`);
    for (const label of Object.values(LEVEL_LABELS)) {
      expect(tags.title).not.toContain(label);
      expect(tags.ogDescription).not.toContain(label);
    }
    expect(mainHeading(response.body)).toBe('Autism Spectrum Traits');
    expect(response.body).toContain('Significant Alignment');
  });

  it('previews a combined result as its profile, not as the level of its total (issue 25)', async () => {
    const parts = { autism: 30, adhd: 47, overlap: 12 };
    const url = link({ type: 'audhd', score: 89, level: 'high', date: '2026-11-20', parts });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const tags = head(response.body);
    const profile = 'Autism-related: Moderate; ADHD-related: Significant';
    expect(tags.ogTitle).toBe(`Comprehensive Neurodivergent Traits (${profile})`);
    expect(tags.ogDescription).toContain(profile);
    expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/site.png`);
    expect(response.body).toContain('Autism-related traits: Moderate Alignment');
    expect(response.body).toContain('answers describe many of these experiences.');
  });

  it('still opens an old combined link without parts, with its total', async () => {
    const url = link({ type: 'audhd', score: 72, level: 'medium', date: '2026-05-01' });
    const tags = head((await t.app.inject({ method: 'GET', url })).body);
    expect(tags.ogTitle).toBe('Comprehensive Neurodivergent Traits: Moderate Alignment');
  });

  it('tells nothing but the summary: fields added to a link never reach the page', async () => {
    const payload = {
      ...{ type: 'asd', score: 40, level: 'medium', date: '2026-11-20' },
      responses: { q1: 4 },
      name: 'Ada Secret',
    };
    const response = await t.app.inject({ method: 'GET', url: link(payload) });
    expect(response.body).not.toContain('Ada Secret');
    expect(response.body).not.toContain('responses');
  });

  it('previews a link that does not decode as the site, and the page explains what is wrong', async () => {
    for (const url of [
      '/shared-results',
      '/shared-results?data=not-base64!',
      link({ type: 'astrology', score: 1, level: 'low' }),
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const tags = head(response.body);
      expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/site.png`);
      expect(tags.title).toBe('Shared results | Traitscope');
      expect(tags.robots).toBe('noindex');
      expect(mainHeading(response.body)).toMatch(
        /Error Loading Results|Shared data is incomplete or invalid|Assessment Not Found/,
      );
    }
  });

  it('renders one link once, however it is spelled', async () => {
    const data = encodeSharePayload({ type: 'dyslexia', score: 10, level: 'low', date: '2026-11-01' });
    // Another spelling of the same link: as a chat app may pass it on, without the base64 padding.
    const unpadded = data.replace(/=+$/, '');
    expect(unpadded).not.toBe(data);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/shared-results?${new URLSearchParams({ data })}`,
    });
    const unpaddedPage = await t.app.inject({ method: 'GET', url: `/shared-results?data=${unpadded}` });
    const body = (html: string) => /<div id="root">[\s\S]*<\/div>/.exec(html)?.[0];
    expect(body(unpaddedPage.body)).toBe(body(plain.body));
    // One render for both spellings: the second came from the cache.
    const spellings = [data, unpadded].map(
      (spelling) => `/shared-results?${new URLSearchParams({ data: spelling })}`,
    );
    expect(renderedUrls.filter((url) => spellings.includes(url))).toHaveLength(1);
  });
});

describe('files for crawlers', () => {
  it('robots.txt keeps crawlers out of the API, the admin area, checkout and results, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/admin/',
      '/admin-login',
      '/health-monitor',
      '/results',
      '/payment',
      '/payment-success',
      '/test-checkout',
      '/orders/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /shared-results');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists exactly the public pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const listed = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Each page in every offered language, English first; a previewed language in none.
    expect(listed).toEqual(
      PUBLIC_PAGES.flatMap((page) => [
        `${PUBLIC_URL}${page.path}`,
        `${PUBLIC_URL}${pathIn('de', page.path)}`,
        `${PUBLIC_URL}${pathIn('fr', page.path)}`,
      ]),
    );
    // Every indexable route of the table is there, and nothing private.
    const privatePaths = PAGE_ROUTES.filter((route) => !isIndexableRoute(route));
    for (const route of privatePaths) expect(listed).not.toContain(`${PUBLIC_URL}${route.path}`);
  });
});

describe('a language served at its own folder', () => {
  it("renders a page of a language on that page's first request, not at start-up, and once", async () => {
    const url = '/fr/privacy-policy';
    expect(renderedUrls).not.toContain(url);
    for (let request = 0; request < 2; request++) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(FOLDER_MARKS.fr);
    }
    expect(renderedUrls.filter((rendered) => rendered === url)).toHaveLength(1);
  });

  it("answers German's pages from German's build and prerender, in its language, at their own address", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/de/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain(GERMAN_MARK);
    // The head in German's words (domain/messages/de/pages.ts).
    expect(response.body).toContain('<title>Nutzungsbedingungen | Traitscope</title>');
    expect(renderedUrls).toContain('/de/terms');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/terms" />`);
    expect(response.body).toContain('<meta property="og:locale" content="de_DE" />');
    // Its own build's files, at their address in its folder, and its own stylesheet in the page.
    expect(response.body).toContain(
      '<meta name="app-modules" content="/de/assets/main-de1.js /de/assets/terms-page-de1.js" />',
    );
    expect(response.body).toContain('body{color:#102030}');
    const script = await t.app.inject({ method: 'GET', url: '/de/assets/main-de1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("de")');
  });

  it("previews German's pages with German pictures and words, a shared result's too", async () => {
    const site = head((await t.app.inject({ method: 'GET', url: '/de/terms' })).body);
    expect(site.ogImage).toBe(`${PUBLIC_URL}/og/site.de.png`);
    const data = encodeSharePayload({ type: 'adhd', score: 0, level: 'low', date: '2026-11-20' });
    const shared = await t.app.inject({
      method: 'GET',
      url: `/de/shared-results?${new URLSearchParams({ data })}`,
    });
    const tags = head(shared.body);
    expect(tags.ogTitle).toBe('Merkmale von Aufmerksamkeit und Fokus: Geringe Übereinstimmung');
    expect(tags.ogDescription).toContain('Ausgefüllt am 20. November 2026.');
    expect(tags.ogImage).toBe(`${PUBLIC_URL}/og/adhd-low.de.png`);
  });

  it('names every offered language of a page, its own included, and English as the default', async () => {
    for (const url of ['/terms', '/de/terms', '/fr/terms']) {
      const response = await t.app.inject({ method: 'GET', url });
      const alternates = [
        ...response.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
      ];
      expect(
        alternates.map(([, hreflang, href]) => [hreflang, href]),
        url,
      ).toEqual([
        ['en', `${PUBLIC_URL}/terms`],
        ['de', `${PUBLIC_URL}/de/terms`],
        ['fr', `${PUBLIC_URL}/fr/terms`],
        ['x-default', `${PUBLIC_URL}/terms`],
      ]);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('keeps a language that is only a preview out of search engines and out of every list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/es/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(FOLDER_MARKS.es);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('hreflang="es"');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/es/');
  });

  it("sends other spellings of a German page to its one address, and never to another language's", async () => {
    for (const [url, location] of [
      ['/de', '/de/'],
      ['/de/Terms/', '/de/terms'],
      ['/de/assessment/ASD?x=1', '/de/assessment/asd?x=1'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('answers no admin area and no language that is not served: a page not found', async () => {
    for (const url of ['/de/admin/orders', '/de/health-monitor', '/nl/', '/nl/terms', '/de/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});

describe('built files', () => {
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

  it('sends an unhashed file from memory in the form the browser accepts, with vary: accept-encoding, and 304 when held', async () => {
    const forms = await Promise.all(
      ['gzip, deflate, br, zstd', 'gzip', 'identity'].map((encoding) =>
        t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': encoding } }),
      ),
    );
    const [brotli, gzipped, plain] = forms;
    for (const response of forms) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers.vary).toBe('accept-encoding');
    }
    expect(brotli?.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(FAVICON);
    expect(gzipped?.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(FAVICON);
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(plain?.body).toBe(FAVICON);
    expect(new Set(forms.map((response) => response.headers.etag)).size).toBe(3);

    const held = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli?.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it('serves the files of the root only: no compressed copy, template or build record by its own name', async () => {
    for (const url of ['/favicon.svg.br', '/index.html', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: asBrowser });
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.statusCode, url).toBe(404);
    }
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

  it('answers a missing asset with 404 JSON instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js', headers: asBrowser });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('lists no folder and serves no file from outside the build', async () => {
    for (const url of [
      '/assets/',
      '/.vite/manifest.json',
      '/.git/config',
      '/assets/..%2f.vite%2fmanifest.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/../package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: asBrowser });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/"file":|"name": "traitscope"|\[core\]/);
    }
  });
});
