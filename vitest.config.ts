import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { ENGINE_DEPENDENT_API_TESTS } from './tests/support/engine-dependent.ts';

/** An API project: the server against a real database, TEST_DB's (PGlite unless `env` or TEST_DB say postgres). */
function apiProject(name: string, include: string[], env: Record<string, string> = {}) {
  return {
    test: {
      name,
      include,
      env,
      environment: 'node' as const,
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['tests/support/pglite-template.ts', 'tests/support/compiled-server.ts'],
      setupFiles: ['tests/support/fail-on-console-error.ts'],
    },
  };
}

/** The languages with messages besides English (a folder each in src/domain/messages), each with a unit project. */
const TRANSLATED_MESSAGE_LANGUAGES = readdirSync(path.join(import.meta.dirname, 'src/domain/messages'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

// `unit` is pure logic (domain, client helpers) and the documentation's checks; `api` builds the server against a
// real database (PGlite by default, PostgreSQL when TEST_DB=postgres and DATABASE_URL are set); `api-pglite`, with
// API_PGLITE_SUBSET=1, the engine-dependent files on PGlite beside it.
// Each worker keeps its modules from one file to the next (`isolate: false`): every file builds its own app, database
// and fakes, and none changes a module's state for the next, so loading the server's modules afresh for each of the
// 145 files only spent a third of the run (on 2 cores: unit 70 -> 36 s, API on PostgreSQL 127 -> 75 s). Vitest
// never hands a worker of one project a file of another, so the PGlite project keeps its own engine.
export default defineConfig({
  test: {
    // Two files at once at least: Vitest's default (cores - 1) runs one at a time on a 2-core machine, while an
    // API file spends much of its time waiting on the database or a started process.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          // tests/docs: checks that the documentation's claims still hold (docs/security.md names real tests).
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/docs/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.languages.test.ts', 'src/**/*.languages.test.tsx'],
          environment: 'node',
          isolate: false,
        },
      },
      // The same code in each other language: `#messages/*`, `#insights/*` and `#item-texts` resolve to that
      // language's modules, as in its builds and its report worker (package.json "imports", decision 061).
      ...TRANSLATED_MESSAGE_LANGUAGES.map((language) => ({
        ssr: { resolve: { conditions: [`language-${language}`, ...defaultServerConditions] } },
        test: {
          name: `unit-${language}`,
          include: ['src/**/*.languages.test.ts', 'src/**/*.languages.test.tsx'],
          environment: 'node' as const,
          isolate: false,
        },
      })),
      apiProject('api', ['src/**/*.api.test.ts', 'scripts/**/*.api.test.ts']),
      // CI (scripts/test-all.ts): the whole API project on PostgreSQL and, in the same run, the files where the
      // engines differ on PGlite, so that the two share the workers instead of waiting for each other.
      ...(process.env.API_PGLITE_SUBSET === '1'
        ? [apiProject('api-pglite', [...ENGINE_DEPENDENT_API_TESTS], { TEST_DB: 'pglite' })]
        : []),
    ],
  },
});
