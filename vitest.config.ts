import { defineConfig } from 'vitest/config';

// Two projects: `unit` is pure logic (domain, client helpers) and the documentation's checks; `api` builds the server against a real
// database (PGlite by default, PostgreSQL when TEST_DB=postgres and DATABASE_URL are set).
export default defineConfig({
  test: {
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
          include: ['src/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/pglite-template.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
