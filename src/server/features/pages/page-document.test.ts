import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../../domain/site/site-config.ts';
import { createPageDocument, type DocumentHead } from './page-document.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The build's own." />
    <meta name="app-config" content="" />
    <title>The build's own</title>
    <script type="module" crossorigin src="/de/assets/main-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HEAD: DocumentHead = {
  head: { title: 'Nutzungsbedingungen', description: 'Die Bedingungen.', isIndexable: true },
  canonicalUrl: 'https://traitscope.example/de/terms',
  image: { url: 'https://traitscope.example/og/site.png', alt: 'Traitscope', width: 1200, height: 630 },
  alternates: [
    { hreflang: 'en', url: 'https://traitscope.example/terms' },
    { hreflang: 'de', url: 'https://traitscope.example/de/terms' },
    { hreflang: 'x-default', url: 'https://traitscope.example/terms' },
  ],
};

describe("a page in another language's build", () => {
  const document = createPageDocument(TEMPLATE, {
    siteConfig: DEFAULT_SITE_CONFIG,
    readAsset: () => undefined,
    bootScript: undefined,
    language: 'de',
  });

  it('says its language, names its versions in the other languages and starts its own build', () => {
    const html = document({ head: HEAD, pageModules: ['/de/assets/terms-1.js'], rootHtml: '' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    for (const { hreflang, url } of HEAD.alternates) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${url}" />`);
    }
    expect(html).toContain('<script type="module" crossorigin src="/de/assets/main-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/de/assets/terms-1.js">');
  });
});
