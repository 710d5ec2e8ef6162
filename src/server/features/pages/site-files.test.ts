import { describe, expect, it } from 'vitest';
import { sitemapXml } from './site-files.ts';

const PUBLIC_URL = 'https://traitscope.example';

describe('the sitemap in more than one language', () => {
  it('lists each page in every offered language, each entry naming all its versions and the default', () => {
    const sitemap = sitemapXml(PUBLIC_URL, ['en', 'de']);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/terms"/>`,
      `<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/terms"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/terms"/>`,
    ];
    for (const address of [`${PUBLIC_URL}/terms`, `${PUBLIC_URL}/de/terms`]) {
      const entry = sitemap.split('<url>').find((url) => url.startsWith(`<loc>${address}</loc>`));
      expect(entry, address).toBeDefined();
      for (const alternate of alternates) expect(entry).toContain(alternate);
    }
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/de/</loc>`);
    expect(sitemap).not.toContain('/de/results');
  });

  it('stays a plain list while English is the only language', () => {
    const sitemap = sitemapXml(PUBLIC_URL, ['en']);
    expect(sitemap).not.toContain('xhtml');
    expect(sitemap).toContain(`  <url><loc>${PUBLIC_URL}/terms</loc></url>`);
  });
});
