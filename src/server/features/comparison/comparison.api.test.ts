import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import { appMessageContext } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults } from '../../db/schema.ts';
import type { ReportInput } from '../../integrations/report/render-report-pdf.tsx';
import { deliverDueMessages } from '../../jobs/outbox-worker.ts';
import { renderOutboxMessage } from '../email/render-message.ts';
import { applyRetention } from '../privacy/apply-retention.ts';

// Each test uses an assessment of its own, so the figures of one do not move another's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Recounted on every call, so each step below sees the rows the step before wrote.
    env: { RATE_LIMIT_PER_MINUTE: '100000', COMPARISON_REFRESH_SECONDS: '0', FREE_ORDER_CODE: 'FREECOMPARE' },
  });
});
afterAll(() => t.close());

let seeded = 0;

/** Stores results with these scores directly, each for a visitor of its own, as if many people took the test. */
async function seedResults(
  db: Database,
  type: AssessmentType,
  scores: readonly number[],
  createdAt = new Date(),
): Promise<void> {
  if (scores.length === 0) return;
  await db.insert(assessmentResults).values(
    scores.map((score) => ({
      visitorId: `seeded-visitor-${++seeded}`,
      assessmentType: type,
      responses: {},
      score,
      level: getLevel(type, score),
      createdAt,
    })),
  );
}

const repeat = (score: number, times: number) => new Array<number>(times).fill(score);

async function compare(app: TestApp['app'], path: string) {
  const response = await app.inject({ method: 'GET', url: `/api/assessment-comparison/${path}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/assessment-comparison/:type', () => {
  it('says the comparison is not available below 200 results, and gives it from 200 on', async () => {
    // 100 at 10, 49 at 20 and 50 at 30: 199 results.
    await seedResults(t.app.db, 'adhd', [...repeat(10, 100), ...repeat(20, 49), ...repeat(30, 50)]);
    expect(await compare(t.app, 'adhd?score=20')).toEqual({
      status: 200,
      body: { available: false, minimumTakers: 200 },
    });

    // The 200th: a visitor answers Neutral throughout, a score of 20 of 40.
    const visitor = await startVisitorSession(t.app);
    await createResult(t.app, visitor, 'adhd', 2);

    // Strictly lower than 20: the 100 at 10. The same: 49 seeded and the visitor's own.
    expect(await compare(t.app, 'adhd?score=20')).toEqual({
      status: 200,
      body: { available: true, takers: 200, shareLower: 50, shareSame: 25 },
    });
    expect((await compare(t.app, 'adhd?score=0')).body).toMatchObject({ shareLower: 0, shareSame: 0 });
    expect((await compare(t.app, 'adhd?score=10')).body).toMatchObject({ shareLower: 0, shareSame: 50 });
    expect((await compare(t.app, 'adhd?score=31')).body).toMatchObject({ shareLower: 100, shareSame: 0 });
  });

  it('no longer counts results their visitor erased', async () => {
    await seedResults(t.app.db, 'spd', repeat(5, 200));
    const visitor = await startVisitorSession(t.app);
    // Neutral throughout: 18 of 36, whichever items are reverse-keyed.
    for (let i = 0; i < 20; i++) await createResult(t.app, visitor, 'spd', 2);
    expect((await compare(t.app, 'spd?score=18')).body).toEqual({
      available: true,
      takers: 220,
      shareLower: 91,
      shareSame: 9,
    });

    const erased = await postAs(t.app, visitor, '/api/assessment-results/erase', {});
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await compare(t.app, 'spd?score=18')).body).toEqual({
      available: true,
      takers: 200,
      shareLower: 100,
      shareSame: 0,
    });
  });

  it('no longer counts results that retention detached from their visitor', async () => {
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000);
    await seedResults(t.app.db, 'dyslexia', repeat(12, 150), twoYearsAgo);
    await seedResults(t.app.db, 'dyslexia', repeat(30, 60));
    expect((await compare(t.app, 'dyslexia?score=20')).body).toMatchObject({ available: true, takers: 210 });

    const outcome = await applyRetention({ db: t.app.db, periods: t.app.config.retention });
    expect(outcome.detachedResults).toBeGreaterThanOrEqual(150);
    expect((await compare(t.app, 'dyslexia?score=20')).body).toEqual({
      available: false,
      minimumTakers: 200,
    });
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
    ];
    for (const [path, message] of cases) {
      const { status, body } = await compare(t.app, path);
      expect(status, path).toBe(400);
      expect(body.message, path).toMatch(message);
    }
    expect((await compare(t.app, 'audhd?score=120')).status).toBe(200);
  });

  it('gives the report of a new order the figure the results page shows', async () => {
    await seedResults(t.app.db, 'asd', [...repeat(20, 150), ...repeat(60, 60)]);
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor, 'asd', 2);
    const order = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'reader@example.org',
      assessmentType: 'asd',
      assessmentResultId: resultId,
      discountCode: 'FREECOMPARE',
    });
    expect(order.statusCode, order.body).toBe(200);

    const inputs: ReportInput[] = [];
    const context = {
      ...appMessageContext(t.app.config, t.app.db),
      renderReportPdf: async (input: ReportInput) => {
        inputs.push(input);
        return Buffer.from('%PDF-1.7 stand-in');
      },
    };
    await deliverDueMessages({
      db: t.app.db,
      provider: t.app.email,
      render: (row) => renderOutboxMessage(context, row),
      emailFrom: t.app.config.emailFrom,
      adminEmail: undefined,
    });

    expect(inputs).toHaveLength(1);
    const page = await compare(t.app, `asd?score=${inputs[0]?.score}`);
    expect(page.body).toMatchObject({ available: true, takers: 210 });
    expect(inputs[0]?.comparison).toEqual(page.body);
  });
});

describe('the comparison cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    // The default refresh period of 10 minutes.
    cached = await createTestApp();
  });
  afterAll(() => cached.close());

  it('answers a second call within 10 minutes from memory, without counting the new rows', async () => {
    expect(cached.app.config.comparisonRefreshMs).toBe(10 * 60 * 1000);
    const before = await compare(cached.app, 'dyspraxia?score=16');
    expect(before.body).toEqual({ available: false, minimumTakers: 200 });

    await seedResults(cached.app.db, 'dyspraxia', repeat(8, 250));
    // Had this call queried the table it would see 250 results; it answers from the cached histogram.
    expect((await compare(cached.app, 'dyspraxia?score=16')).body).toEqual(before.body);
    // Other assessments have caches of their own, loaded on their first call.
    await seedResults(cached.app.db, 'audhd', repeat(60, 200));
    expect((await compare(cached.app, 'audhd?score=60')).body).toMatchObject({
      available: true,
      takers: 200,
    });
  });
});
