import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html)$/;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build; the server sends the copy the browser
 * accepts (@fastify/static `preCompressed`), so nothing is compressed per request and at the highest levels.
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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Never inline scripts or assets as data: URLs for scripts; the CSP allows only same-origin script files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    // bench/bundle-size.ts reads it to measure each page's first download.
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' } },
});
