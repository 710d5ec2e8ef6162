import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { ENGINE_DEPENDENT_API_TESTS } from './tests/support/engine-dependent.ts';

// Two projects: `unit` is pure logic (domain, client helpers) and the documentation's checks; `api` builds the server against a real
// database (PGlite by default, PostgreSQL when TEST_DB=postgres and DATABASE_URL are set).
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
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // API_TESTS=engine-dependent: only the files where PGlite and PostgreSQL differ (scripts/test-all.ts).
          include:
            process.env.API_TESTS === 'engine-dependent'
              ? [...ENGINE_DEPENDENT_API_TESTS]
              : ['src/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/compiled-server.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
