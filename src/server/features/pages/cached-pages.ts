import { type CompressedForms, compressedForms } from './compressed-forms.ts';

/** A prerendered page's whole answer. */
export type CachedPage = CompressedForms & { isIndexable: boolean };

/**
 * The answers of the prerendered pages (each with and without the cookie banner), built on first use from the
 * prerender's HTML and kept until that HTML changes (the prerender renders again on a new day, for the footer's
 * year). A request then costs a lookup and a write: no string joins, hashing or compression per request.
 */
export function createCachedPages() {
  const pages = new Map<string, { source: Promise<string>; page: Promise<CachedPage> }>();
  return {
    /**
     * The cached answer for `key`, built by `build` when the prerendered HTML it was made from (`source`, the
     * prerender's promise for it) is not the one cached.
     */
    get(
      key: string,
      source: Promise<string>,
      build: () => Promise<{ html: string; isIndexable: boolean }>,
    ): Promise<CachedPage> {
      const cached = pages.get(key);
      if (cached?.source === source) return cached.page;
      const page = build().then(async ({ html, isIndexable }) => ({
        ...(await compressedForms(Buffer.from(html))),
        isIndexable,
      }));
      pages.set(key, { source, page });
      // A failed build is not kept: the next request tries again.
      page.catch(() => pages.delete(key));
      return page;
    },
  };
}
