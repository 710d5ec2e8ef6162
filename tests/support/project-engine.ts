import type { TestProject } from 'vitest/node';

/**
 * The database a Vitest project's API tests run on, as its global set-up sees it: the project's own `env` (the
 * PGlite subset beside the PostgreSQL run, vitest.config.ts), else this process's TEST_DB.
 */
export function projectEngine(project: TestProject): 'pglite' | 'postgres' {
  const engine = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  return engine === 'postgres' ? 'postgres' : 'pglite';
}
