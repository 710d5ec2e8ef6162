/**
 * The two ceilings the API benchmark compares against, each a bare Fastify app on its own port:
 *   constant: GET / answers a constant (what Fastify itself can do here), and GET /page the bytes of the file
 *             given after the port (the app's home page, Brotli-compressed), as they are;
 *   insert:   POST / runs the app's own prepared single-row INSERT of a finished assessment through the same kind
 *             of database, with a row worked out once: the database's limit for that write.
 * Usage: node --import tsx bench/ceiling-server.ts <constant|insert> <port> [page file]  (DATABASE_URL picks
 * PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { readAnswerPattern } from '../src/domain/assessments/answer-pattern.ts';
import { CURRENT_ITEM_SET_VERSION } from '../src/domain/assessments/item-sets.ts';
import { getLevel } from '../src/domain/assessments/levels.ts';
import { scoreResponses } from '../src/domain/assessments/scoring.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { assessmentResultInsert } from '../src/server/features/assessments/service.ts';
import { BENCH_ASSESSMENT_TYPE, benchResponses } from './sample-result.ts';

const [kind, portText, pageFile] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (kind === 'constant') {
  app.get('/', async () => ({ ok: true }));
  if (pageFile) {
    const page = readFileSync(pageFile);
    app.get('/page', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page),
    );
  }
} else if (kind === 'insert') {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(os.tmpdir(), `traitscope-ceiling-${process.pid}`) },
  );
  // The row is worked out once: the ceiling does no scoring or checking, only the write.
  const score = scoreResponses(BENCH_ASSESSMENT_TYPE, benchResponses);
  const row = {
    visitorId: 'bench-ceiling',
    assessmentType: BENCH_ASSESSMENT_TYPE,
    responses: benchResponses,
    score,
    subscores: null,
    level: getLevel(BENCH_ASSESSMENT_TYPE, score),
    email: null,
    preliminaryGenerated: true,
    itemSetVersion: CURRENT_ITEM_SET_VERSION,
    answerPattern: readAnswerPattern(BENCH_ASSESSMENT_TYPE, benchResponses),
  };
  const insert = assessmentResultInsert(database.db);
  app.post('/', async () => {
    const [inserted] = await insert.execute(row);
    return { id: inserted?.id };
  });
} else {
  throw new Error('usage: ceiling-server.ts <constant|insert> <port>');
}

await app.listen({ port: Number(portText), host: '127.0.0.1' });
process.stdout.write('ready\n');
