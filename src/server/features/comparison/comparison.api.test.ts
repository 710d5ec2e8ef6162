import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAppMail, renderWithStandInReports } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { readAnswerPattern } from '../../../domain/assessments/answer-pattern.ts';
import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import { scoreResponses } from '../../../domain/assessments/scoring.ts';
import { binOf } from '../../../domain/comparison/private-histogram.ts';
import { buildTakerComparison, MIN_TAKERS } from '../../../domain/comparison/taker-comparison.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, comparisonSnapshots, orders } from '../../db/schema.ts';
import type { ReportInput } from '../../integrations/report/render-report-pdf.tsx';
import { applyRetention } from '../your-data/apply-retention.ts';

// Issue 25, item 3: the comparison counts one varied result per visitor on the current wording, and publishes a
// noisy snapshot as a coarse range, so that someone who controls every other result learns nothing exact about
// one person's score (docs/decisions/028-private-comparison.md). Each test uses an assessment of its own.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Consistent answers that lean `lean` steps (0 to 4) towards the traits, varied a little from item to item:
 * forward items get the lean, reverse-keyed ones the other end, so the sheet is neither same-answer nor
 * contradictory.
 */
function variedResponses(type: AssessmentType, lean: number): Record<string, number> {
  return Object.fromEntries(
    getQuestions(type).map((question, index) => {
      const towards = Math.min(4, Math.max(0, lean + ((index % 3) - 1)));
      return [question.id, question.reverse ? 4 - towards : towards];
    }),
  );
}

let seeded = 0;

/** Stores results as if `scores.length` different people took the assessment, each once, with varied answers. */
async function seedVisitors(
  db: Database,
  type: AssessmentType,
  scores: readonly number[],
  options: {
    createdAt?: Date;
    itemSetVersion?: number;
    answerPattern?: 'varied' | 'same-answer';
    language?: Language;
  } = {},
): Promise<void> {
  if (scores.length === 0) return;
  await db.insert(assessmentResults).values(
    scores.map((score) => ({
      visitorId: `seeded-visitor-${++seeded}`,
      assessmentType: type,
      responses: {},
      score,
      level: getLevel(type, score),
      itemSetVersion: options.itemSetVersion ?? CURRENT_ITEM_SET_VERSION,
      answerPattern: options.answerPattern ?? 'varied',
      language: options.language ?? 'en',
      createdAt: options.createdAt ?? daysAgo(4),
    })),
  );
}

const spread = (count: number, maxScore: number) =>
  Array.from({ length: count }, (_, index) => (index * 7) % (maxScore + 1));

async function compare(app: TestApp['app'], path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/assessment-comparison/${path}` });
  return { status: response.statusCode, body: response.json() };
}

async function storeThroughApi(
  app: TestApp['app'],
  visitor: VisitorSession,
  type: AssessmentType,
  lean: number,
) {
  const response = await postAs(app, visitor, '/api/assessment-results', {
    email: null,
    assessmentType: type,
    responses: variedResponses(type, lean),
    score: 0,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function snapshotsOf(db: Database, type: AssessmentType) {
  return db.select().from(comparisonSnapshots).where(eq(comparisonSnapshots.assessmentType, type));
}

/** Sends what the outbox holds, with stand-in PDFs, and gives back the facts each report was rendered from. */
async function deliverCapturingReports(app: TestApp['app']): Promise<ReportInput[]> {
  const inputs: ReportInput[] = [];
  await deliverAppMail(app, { render: renderWithStandInReports(app, (input) => inputs.push(input)) });
  return inputs;
}

const IMMEDIATE = {
  RATE_LIMIT_PER_MINUTE: '100000',
  COMPARISON_REFRESH_SECONDS: '0',
  COMPARISON_SNAPSHOT_GAP_SECONDS: '0',
  FREE_ORDER_CODE: 'FREECOMPARE',
};

describe('what the comparison counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: IMMEDIATE });
  });
  afterAll(() => t.close());

  it('stores the wording version and how the sheet reads with every result', async () => {
    const visitor = await startVisitorSession(t.app);
    await storeThroughApi(t.app, visitor, 'adhd', 2);
    const same = await postAs(t.app, visitor, '/api/assessment-results', {
      email: null,
      assessmentType: 'adhd',
      responses: Object.fromEntries(getQuestions('adhd').map((q) => [q.id, 3])),
      score: 0,
    });
    expect(same.statusCode).toBe(201);
    const rows = await t.app.db
      .select({ version: assessmentResults.itemSetVersion, pattern: assessmentResults.answerPattern })
      .from(assessmentResults)
      .where(eq(assessmentResults.assessmentType, 'adhd'));
    expect(rows).toEqual([
      { version: CURRENT_ITEM_SET_VERSION, pattern: 'varied' },
      { version: CURRENT_ITEM_SET_VERSION, pattern: 'same-answer' },
    ]);
    expect(readAnswerPattern('adhd', variedResponses('adhd', 2))).toBe('varied');
  });

  it('counts one varied result per visitor on the current wording, and shows nothing below 200 of them', async () => {
    const max = 4 * getAssessment('spd').questionCount;
    await seedVisitors(t.app.db, 'spd', spread(198, max));
    // None of these count: the old wording, same-answer sheets.
    await seedVisitors(t.app.db, 'spd', spread(150, max), { itemSetVersion: 1 });
    await seedVisitors(t.app.db, 'spd', spread(150, max), { answerPattern: 'same-answer' });
    // One visitor, many takes: one result.
    const repeater = await startVisitorSession(t.app);
    for (let take = 0; take < 20; take++) await storeThroughApi(t.app, repeater, 'spd', take % 5);
    await t.app.db
      .update(assessmentResults)
      .set({ createdAt: daysAgo(4) })
      .where(eq(assessmentResults.assessmentType, 'spd'));
    expect((await compare(t.app, 'spd?score=18')).body).toEqual({
      available: false,
      minimumTakers: MIN_TAKERS,
    });
    expect(await snapshotsOf(t.app.db, 'spd')).toHaveLength(0);

    await seedVisitors(t.app.db, 'spd', [18]);
    const shown = await compare(t.app, 'spd?score=18');
    expect(shown.body).toMatchObject({ available: true, lowerTo: expect.any(Number) });
    const [snapshot] = await snapshotsOf(t.app.db, 'spd');
    expect(snapshot?.counted).toBe(200);
  });

  it('waits until the counted results reach back three days', async () => {
    const max = 4 * getAssessment('dyspraxia').questionCount;
    await seedVisitors(t.app.db, 'dyspraxia', spread(300, max), { createdAt: daysAgo(2) });
    expect((await compare(t.app, 'dyspraxia?score=16')).body).toMatchObject({ available: false });
    await seedVisitors(t.app.db, 'dyspraxia', [16], { createdAt: daysAgo(3.1) });
    expect((await compare(t.app, 'dyspraxia?score=16')).body).toMatchObject({ available: true });
  });

  it('takes a new snapshot once the pool grew by a quarter, and leaves out erased and detached results then', async () => {
    const max = 4 * getAssessment('dyslexia').questionCount;
    await seedVisitors(t.app.db, 'dyslexia', spread(200, max));
    const visitor = await startVisitorSession(t.app);
    await storeThroughApi(t.app, visitor, 'dyslexia', 3);
    await seedVisitors(t.app.db, 'dyslexia', spread(100, max), {
      createdAt: new Date(Date.now() - 2 * 365 * DAY_MS),
    });
    expect((await compare(t.app, 'dyslexia?score=20')).body).toMatchObject({ available: true });
    expect((await snapshotsOf(t.app.db, 'dyslexia')).map((row) => row.counted)).toEqual([301]);

    // The visitor erases their result and retention detaches the old ones: the published snapshot stays as it
    // is (it holds noisy counts, no single result) until the next, which no longer counts them.
    const erased = await postAs(t.app, visitor, '/api/assessment-results/erase', {});
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      (await applyRetention({ db: t.app.db, periods: t.app.config.retention })).detachedResults,
    ).toBeGreaterThanOrEqual(100);
    await seedVisitors(t.app.db, 'dyslexia', spread(200, max));
    expect((await compare(t.app, 'dyslexia?score=20')).body).toMatchObject({ available: true });
    expect((await snapshotsOf(t.app.db, 'dyslexia')).map((row) => row.counted)).toEqual([301, 400]);
  });

  it('refuses an unknown assessment or a score outside its range with a 400 and a plain message', async () => {
    const cases: [string, RegExp][] = [
      ['astrology?score=3', /Unknown assessment\. Use one of: audhd, asd, adhd, spd, dyspraxia, dyslexia\./],
      ['adhd', /Give the score as \?score=N, a whole number\./],
      ['adhd?score=', /The score must be a whole number of 0 or more\./],
      ['adhd?score=-1', /The score must be a whole number of 0 or more\./],
      ['adhd?score=2.5', /The score must be a whole number of 0 or more\./],
      ['adhd?score=ten', /The score must be a whole number of 0 or more\./],
      ['adhd?score=41', /^The score must be a whole number from 0 to 40 for this assessment\.$/],
      ['audhd?score=121', /from 0 to 120/],
      [
        'audhd?score=3&language=klingon',
        /language: Unknown language\. Use one of: en, de, fr, es, nl, it\.$/,
      ],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await compare(t.app, path);
      expect(status, path).toBe(400);
      expect(body.message, path).toMatch(message);
    }
    expect((await compare(t.app, 'audhd?score=120')).status).toBe(200);
  });

  it('gives the report of a new order the figure the results page shows', async () => {
    await seedVisitors(t.app.db, 'asd', spread(260, 80));
    const visitor = await startVisitorSession(t.app);
    const resultId = await storeThroughApi(t.app, visitor, 'asd', 2);
    const order = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'reader@example.org',
      assessmentType: 'asd',
      assessmentResultId: resultId,
      discountCode: 'FREECOMPARE',
    });
    expect(order.statusCode, order.body).toBe(200);
    const inputs = await deliverCapturingReports(t.app);
    expect(inputs).toHaveLength(1);
    const page = await compare(t.app, `asd?score=${inputs[0]?.score}`);
    expect(page.body).toMatchObject({ available: true });
    expect(inputs[0]?.comparison).toEqual(page.body);
  });
});

describe('each language its own pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: IMMEDIATE });
  });
  afterAll(() => t.close());

  it('compares a result only with results taken in its language, on the page and in its report', async () => {
    const max = 4 * getAssessment('audhd').questionCount;
    await seedVisitors(t.app.db, 'audhd', spread(230, max), { language: 'de' });
    await seedVisitors(t.app.db, 'audhd', spread(150, max));
    expect((await compare(t.app, 'audhd?score=60')).body).toEqual({
      available: false,
      minimumTakers: MIN_TAKERS,
    });
    expect((await compare(t.app, 'audhd?score=60&language=de')).body).toMatchObject({ available: true });
    const snapshots = await snapshotsOf(t.app.db, 'audhd');
    expect(snapshots.map((row) => [row.language, row.counted])).toEqual([['de', 230]]);

    // A result taken on a German page (stored as such here: the API offers English only until German is whole)
    // gives its order and its report the German pool's figure.
    const visitor = await startVisitorSession(t.app);
    const resultId = await storeThroughApi(t.app, visitor, 'audhd', 2);
    await t.app.db
      .update(assessmentResults)
      .set({ language: 'de' })
      .where(eq(assessmentResults.id, resultId));
    const order = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'leserin@example.org',
      assessmentType: 'audhd',
      assessmentResultId: resultId,
      discountCode: 'FREECOMPARE',
    });
    expect(order.statusCode, order.body).toBe(200);
    const [stored] = await t.app.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.assessmentResultId, resultId));
    expect(stored?.language).toBe('de');
    const inputs = await deliverCapturingReports(t.app);
    expect(inputs).toHaveLength(1);
    const german = await compare(t.app, `audhd?score=${inputs[0]?.score}&language=de`);
    expect(inputs[0]?.comparison).toEqual(german.body);
    expect(inputs[0]?.comparison).toMatchObject({ available: true });
  });
});

describe('the n-1 attack of issue 25, on the default configuration', () => {
  // The attacker stores 199 results of their own (new cookies cost nothing), waits for one victim's result, and
  // compares the answers for every score before and after. On the old comparison that gave the victim's exact
  // score back. Now the answers come from one noisy snapshot, in ranges of a fifth, the same for every score of a
  // bin, and asking again, or asking another instance, draws no fresh noise.
  const TYPE = 'adhd';
  const MAX = 40;
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
  });
  afterAll(() => first.close());

  const everyScore = async (app: TestApp['app']) =>
    Promise.all(
      Array.from(
        { length: MAX + 1 },
        async (_, score) => (await compare(app, `${TYPE}?score=${score}`)).body,
      ),
    );

  it('does not give the victim’s score back', async () => {
    const attacker: number[] = [];
    for (let index = 0; index < MIN_TAKERS - 1; index++) {
      const visitor = await startVisitorSession(first.app);
      const lean = index % 5;
      await storeThroughApi(first.app, visitor, TYPE, lean);
      attacker.push(scoreResponses(TYPE, variedResponses(TYPE, lean)));
    }
    // The attacker waited out the three days the pool must span.
    await first.app.db
      .update(assessmentResults)
      .set({ createdAt: daysAgo(4) })
      .where(eq(assessmentResults.assessmentType, TYPE));
    const before = await everyScore(first.app);
    expect(new Set(before.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ available: false, minimumTakers: MIN_TAKERS })]),
    );

    const victim = await startVisitorSession(first.app);
    const victimResponses = Object.fromEntries(
      getQuestions(TYPE).map((q, index) => [q.id, q.reverse ? 1 : 2 + (index % 2)]),
    );
    const victimScore = scoreResponses(TYPE, victimResponses);
    expect(readAnswerPattern(TYPE, victimResponses)).toBe('varied');
    const stored = await postAs(first.app, victim, '/api/assessment-results', {
      email: null,
      assessmentType: TYPE,
      responses: victimResponses,
      score: 0,
    });
    expect(stored.statusCode).toBe(201);

    // The first instance keeps what it read for 10 minutes; a second instance reads the database now, and takes the
    // first snapshot, with the victim in it.
    const second = await createTestApp({ database: first.database });
    try {
      const after = await everyScore(second.app);
      expect(after.filter((answer) => answer.available !== true)).toEqual([]);

      // Every score of the victim's bin gets the same answer, so the exact score cannot come back.
      const sameBin = after.filter((_, score) => binOf(score, 10) === binOf(victimScore, 10));
      expect(sameBin.length).toBeGreaterThan(1);
      expect(new Set(sameBin.map((answer) => JSON.stringify(answer))).size).toBe(1);
      // The answers are ranges of a fifth of takers, never a finer share.
      for (const answer of after) expect(answer.lowerTo - answer.lowerFrom).toBe(20);

      // The attacker's best reading: the scores whose noiseless answer, from their own 199 and a victim there,
      // matches what the site says for that score. Without noise that would single out the victim's bin; here it
      // either names several bins, or misses the victim's.
      const candidates = Array.from({ length: MAX + 1 }, (_, guess) => guess).filter((guess) => {
        const histogram = new Array<number>(MAX + 1).fill(0);
        for (const score of [...attacker, guess]) histogram[score]! += 1;
        const bins = new Array<number>(8).fill(0);
        histogram.forEach((count, score) => {
          bins[binOf(score, 10)]! += count;
        });
        return Array.from({ length: MAX + 1 }, (_, score) => score).every((score) => {
          const expected = buildTakerComparison({ bins, takenAt: new Date().toISOString() }, score, 10);
          const seen = after[score];
          return expected.available && expected.lowerFrom === seen.lowerFrom;
        });
      });
      const candidateBins = new Set(candidates.map((score) => binOf(score, 10)));
      expect(candidateBins.size === 1 && candidateBins.has(binOf(victimScore, 10))).toBe(false);

      // Asking again, on either instance, or after adding more results the same day, gives the very same answers.
      await seedVisitors(first.app.db, TYPE, spread(60, MAX));
      expect(await everyScore(second.app)).toEqual(after);
      const third = await createTestApp({ database: first.database });
      try {
        expect(await everyScore(third.app)).toEqual(after);
      } finally {
        await third.close();
      }
      expect(await snapshotsOf(first.app.db, TYPE)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('instances racing for a snapshot', () => {
  it('take one between them', async () => {
    const one = await createTestApp({ env: IMMEDIATE });
    const two = await createTestApp({ env: IMMEDIATE, database: one.database });
    try {
      await seedVisitors(one.app.db, 'audhd', spread(240, 120));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => compare(index % 2 ? one.app : two.app, 'audhd?score=60')),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(await snapshotsOf(one.app.db, 'audhd')).toHaveLength(1);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
