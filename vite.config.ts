import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html)$/;

/**
 * The language of this browser build (`BUILD_LANGUAGE`, English when unset): its pages import that language's
 * messages as `#messages/<module>`, so a page carries its own language's words and no other's (decision 058). Each language
 * has its browser build and its prerender (scripts/build-languages.ts builds those of the other languages).
 */
const BUILD_LANGUAGE = process.env.BUILD_LANGUAGE ?? 'en';

/**
 * Where this language's pages and files live: English at the root, every other language under its code, its built
 * files under /de/assets/ (src/domain/locale/language-paths.ts). The pages read it as `import.meta.env.BASE_URL`.
 */
const BASE = BUILD_LANGUAGE === 'en' ? '/' : `/${BUILD_LANGUAGE}/`;

/** English builds to dist/client and dist/render; every other language beside it, in dist/languages/<language>/. */
const OUT_DIR = BUILD_LANGUAGE === 'en' ? '../../dist' : `../../dist/languages/${BUILD_LANGUAGE}`;

/**
 * The language's words (decision 058), its words for each assessment's results, and its translations of the items,
 * which the English build has none of.
 */
const LANGUAGE_ALIASES = [
  {
    find: /^#messages\/([\w-]+)$/,
    replacement: path.resolve(import.meta.dirname, `src/domain/messages/${BUILD_LANGUAGE}/$1.ts`),
  },
  {
    find: /^#insights\/([\w-]+)$/,
    replacement: path.resolve(import.meta.dirname, `src/domain/assessments/insights/${BUILD_LANGUAGE}/$1.ts`),
  },
  {
    find: /^#legal\/([\w-]+)$/,
    replacement: path.resolve(
      import.meta.dirname,
      `src/client/features/legal/texts/${BUILD_LANGUAGE}/$1.tsx`,
    ),
  },
  {
    find: /^#item-texts$/,
    replacement: path.resolve(
      import.meta.dirname,
      BUILD_LANGUAGE === 'en'
        ? 'src/domain/assessments/translations/texts/en.ts'
        : `src/domain/assessments/translations/texts/${BUILD_LANGUAGE}/index.ts`,
    ),
  },
];

/**
 * Writes a Brotli and a gzip copy beside every text file of the bundle; the server sends the copy the browser
 * accepts (@fastify/static `preCompressed`), so nothing is compressed per request and at the highest levels. The
 * few files copied from `public/` (boot.js, the favicon) are compressed by the server once at start and served from
 * memory (src/server/features/pages/root-files.ts).
 */
function precompress(): Plugin {
  return {
    name: 'traitscope-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const file of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const fullPath = path.join(outDir, file);
        const content = readFileSync(fullPath);
        writeFileSync(
          `${fullPath}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${fullPath}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's, to dist/client/, and with `--ssr render-page.tsx` the server's
 * prerender of the same pages, to dist/render/ (src/server/features/pages/).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'src/client',
        base: BASE,
        publicDir: false,
        plugins: [react()],
        resolve: { alias: LANGUAGE_ALIASES },
        // Bundled, so that only the icons the pages draw are in it: imported from node_modules, lucide-react's entry
        // loads every one of its 1,700 icon modules, about 40 MB of each instance's memory (docs/operations.md).
        ssr: { noExternal: ['lucide-react'] },
        build: { outDir: `${OUT_DIR}/render`, emptyOutDir: true, sourcemap: true },
      }
    : {
        root: 'src/client',
        base: BASE,
        // The favicon and the start script are the site's, served from the root by the English build alone.
        publicDir: BUILD_LANGUAGE === 'en' ? 'public' : false,
        plugins: [react(), tailwindcss(), precompress()],
        resolve: {
          // wouter reads the location through the use-sync-external-store shim, written for React before 18. React
          // 19 has the hook itself, so the shim's code is left out of every page's first download.
          alias: [
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
            ...LANGUAGE_ALIASES,
          ],
        },
        build: {
          outDir: `${OUT_DIR}/client`,
          emptyOutDir: true,
          // Never inline scripts or assets as data: URLs for scripts; the CSP allows only same-origin script files.
          assetsInlineLimit: 0,
          modulePreload: {
            polyfill: false,
            // The server writes the one stylesheet into every page (features/pages/page-document.ts): a lazy chunk
            // must not fetch it again.
            // Only a public page's chunk has its imports preloaded beside it, on navigation; what loads later
            // (dialogs, statistics, the toast list) and the admin area fetch their imports themselves. Each
            // preloaded name is a string in the entry, which every page downloads first (bench/bundle-size.ts).
            resolveDependencies: (file, dependencies) =>
              /-page-[\w-]+\.js$/.test(file)
                ? dependencies.filter((dependency) => !dependency.endsWith('.css'))
                : [],
          },
          sourcemap: false,
          // bench/bundle-size.ts reads it to measure each page's first download.
          manifest: true,
          rolldownOptions: {
            output: {
              // Everything the entry loads statically stays in the entry chunk. Without this group Rolldown 1.2
              // emits lib/storage.ts and lib/call-api.ts (with domain/api/contract.ts) as chunks of their own that
              // the entry imports, although every page loads them with the entry anyway: about 0.5 KB gzipped more
              // on every public page. Its "already loaded" merge gives up when the entry reaches a module through
              // entry modules that ever more lazy chunks import (here analytics.ts, then consent.ts, which the
              // cookie dialog and the paid-order tags import too, then storage.ts; rolldown/rolldown#10731). The
              // group takes only modules the entry already loads, so no page downloads more, and lazy pages and
              // the admin area stay lazy.
              codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
            },
          },
        },
        server: {
          port: 5173,
          // The server answers pages (prerendered), robots.txt and link-preview images too; Vite serves only the
          // client's modules.
          proxy: {
            '/api': 'http://localhost:5000',
            '/healthz': 'http://localhost:5000',
            '/og': 'http://localhost:5000',
          },
        },
      },
);
