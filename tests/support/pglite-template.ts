import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate.ts';
import { projectEngine } from './project-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

/** Vitest global set-up: migrate one PGlite database and dump it, so each test file clones it in about 1 s. */
export default async function preparePgliteTemplate(project: TestProject): Promise<void> {
  const file = path.join(os.tmpdir(), 'traitscope-tests', `pglite-template-${process.pid}.tar.gz`);
  project.provide('pgliteTemplateFile', file);
  if (projectEngine(project) === 'postgres') return;
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
