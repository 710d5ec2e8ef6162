/**
 * `npm run build:server` (part of `npm run build`): compiles the server to plain JavaScript in dist/server/, so that
 * production runs `node dist/server/main.js` without tsx or any devDependency (decision 025).
 *   main.js           the server (`npm run start:prod`)
 *   report-worker.js  the report render thread (report-render-pool.ts starts it beside the module that loads it),
 *                     and report-worker-<language>.js for each other language, bundled with its words
 *   migrate.js        the migrations alone (`npm run migrate`)
 *   admin.js          the admin command line (`npm run admin:prod`)
 *   migrations/       the SQL migrations, found beside the code as in the source
 * Our code is bundled; every package stays an import from node_modules, which is why everything the server
 * imports must be a dependency, not a devDependency.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { MESSAGES, type MessageLanguage } from '../src/domain/messages/messages.ts';
import { languageCondition, reportWorkerFile } from '../src/server/integrations/report/report-languages.ts';

const SHARED_OPTIONS = {
  bundle: true,
  // Shared code in chunks beside the entries (not in a subfolder): modules find the migrations folder and the
  // worker by their own URL, which must be the output folder wherever the code lands.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * Compiles the server into `outDir`. The code finds the client (`../../dist/client`) and package.json by its own
 * URL, so `outDir` must sit two folders below the project: `dist/server`, or the tests' `.tmp/compiled-server`.
 */
export async function buildServer(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'report-worker': 'src/server/integrations/report/report-worker.ts',
      migrate: 'src/server/migrate.ts',
      admin: 'scripts/admin.ts',
    },
    outdir: outDir,
    ...SHARED_OPTIONS,
  });
  // Each other language's report worker, bundled with that language's words (report-languages.ts): the same
  // source resolved under the language's import condition (package.json "imports").
  for (const language of Object.keys(MESSAGES).filter((language) => language !== 'en') as MessageLanguage[]) {
    await build({
      ...SHARED_OPTIONS,
      entryPoints: {
        [reportWorkerFile(language).replace(/\.js$/, '')]: 'src/server/integrations/report/report-worker.ts',
      },
      outdir: outDir,
      conditions: [languageCondition(language)],
    });
  }
  cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer('dist/server');
