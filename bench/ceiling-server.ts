/**
 * The ceilings the API benchmark compares against, each a bare server on its own port:
 *   constant: a bare Fastify app whose GET / answers a constant (what Fastify itself can do here);
 *   files:    a bare node:http server (no framework at all) whose GET /<name> answers each file given after the
 *             port (`<name>` or `<name>.br`) with the headers saved beside it (`<file>.headers.json`): the same
 *             bytes the app sent for a page or a built file, headers included, with nothing done per request but
 *             the write;
 *   insert:   POST / runs the app's own prepared single-row INSERT of a finished assessment through the same kind
 *             of database, with a row worked out once: the database's limit for that write.
 * Usage: node --import tsx bench/ceiling-server.ts <constant|files|insert> <port> [file...]  (DATABASE_URL picks
 * PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
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

const [kind, portText, ...files] = process.argv.slice(2);
const port = Number(portText);
const app = Fastify({ logger: false });

if (kind === 'constant') {
  app.get('/', async () => ({ ok: true }));
} else if (kind === 'files') {
  const answers = new Map(
    files.map((file) => {
      const name = path.basename(file).replace(/\.br$/, '');
      const headers = JSON.parse(readFileSync(`${file}.headers.json`, 'utf8')) as http.OutgoingHttpHeaders;
      return [`/${name}`, { headers, body: readFileSync(file) }];
    }),
  );
  await new Promise<void>((resolve) => {
    http
      .createServer((request, response) => {
        const answer = answers.get(request.url ?? '');
        if (!answer) return response.writeHead(404).end();
        response.writeHead(200, answer.headers).end(answer.body);
      })
      .listen(port, '127.0.0.1', resolve);
  });
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
    // The language the benchmark's app call stores: it sends none, which the app reads as English.
    language: 'en',
  };
  const insert = assessmentResultInsert(database.db);
  app.post('/', async () => {
    const [inserted] = await insert.execute(row);
    return { id: inserted?.id };
  });
} else {
  throw new Error('usage: ceiling-server.ts <constant|files|insert> <port> [file...]');
}

if (kind !== 'files') await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
