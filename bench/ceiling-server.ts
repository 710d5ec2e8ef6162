/**
 * The two ceilings the API benchmark compares against, each a bare Fastify app on its own port:
 *   constant: GET / answers a constant (what Fastify itself can do here);
 *   insert:   POST / does one single-row INSERT through the same kind of database as the app (the database's limit).
 * Usage: node --import tsx bench/ceiling-server.ts <constant|insert> <port>  (DATABASE_URL picks PostgreSQL)
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { notFoundLogs } from '../src/server/db/schema.ts';

const [kind, portText] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (kind === 'constant') {
  app.get('/', async () => ({ ok: true }));
} else if (kind === 'insert') {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(os.tmpdir(), `traitscope-ceiling-${process.pid}`) },
  );
  // Prepared once, like the app's busiest insert, so that the ceiling is the database's limit, not Drizzle's.
  const insert = database.db
    .insert(notFoundLogs)
    .values({ path: sql.placeholder('path') })
    .prepare('ceiling_insert');
  app.post('/', async () => {
    await insert.execute({ path: '/ceiling' });
    return { ok: true };
  });
} else {
  throw new Error('usage: ceiling-server.ts <constant|insert> <port>');
}

await app.listen({ port: Number(portText), host: '127.0.0.1' });
process.stdout.write('ready\n');
