import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.ts';
import { projectEngine } from './project-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    compiledServerDir: string;
  }
}

/**
 * Vitest global set-up: the tests that start the server or the admin command as processes start the compiled
 * code, as production does (`node dist/server/main.js`), not the sources through tsx, which compiled every file
 * at every start. Built afresh (about a second) into a folder of the tests' own, so a running `dist/` is never
 * replaced under a server. Those tests run on the embedded database only.
 */
export default async function compileServer(project: TestProject): Promise<void> {
  const outDir = path.resolve('.tmp/compiled-server');
  project.provide('compiledServerDir', outDir);
  if (projectEngine(project) === 'postgres') return;
  await buildServer(outDir);
}
