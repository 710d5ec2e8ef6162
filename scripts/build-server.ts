/**
 * `npm run build:server` (part of `npm run build`): compiles the server to plain JavaScript in dist/server/, so that
 * production runs `node dist/server/main.js` without tsx or any devDependency (decision 025).
 *   main.js           the server (`npm run start:prod`)
 *   report-worker.js  the report render thread (report-render-pool.ts starts it beside the module that loads it)
 *   migrate.js        the migrations alone (`npm run migrate`)
 *   admin.js          the admin command line (`npm run admin:prod`)
 *   migrations/       the SQL migrations, found beside the code as in the source
 * Our code is bundled; every package stays an import from node_modules, which is why everything the server
 * imports must be a dependency, not a devDependency.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = 'dist/server';

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'report-worker': 'src/server/integrations/report/report-worker.ts',
    migrate: 'src/server/migrate.ts',
    admin: 'scripts/admin.ts',
  },
  outdir: OUT_DIR,
  bundle: true,
  // Shared code in chunks beside the entries (not in a subfolder): modules find the migrations folder and the
  // worker by their own URL, which must be dist/server/ wherever the code lands.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${OUT_DIR}/migrations`, { recursive: true });
