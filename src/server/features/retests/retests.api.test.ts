import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFreeReport } from '../../../../tests/support/report-orders.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import { scoreResponses } from '../../../domain/assessments/scoring.ts';
import { ITEMS_IN_GERMAN } from '../../../domain/assessments/translations/de.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { RETEST_NOTE } from '../../../domain/retests/retest-comparison.ts';
import { earlierTakeSchema } from '../../../domain/retests/schemas.ts';
import { assessmentResults } from '../../db/schema.ts';

const FREE_CODE = 'RETESTORDERS';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE },
  });
});
afterAll(() => t.close());

function answers(type: AssessmentType, valueFor: (index: number) => number): Record<string, number> {
  return Object.fromEntries(getQuestions(type).map((question, index) => [question.id, valueFor(index)]));
}

async function take(
  visitor: VisitorSession,
  type: AssessmentType,
  responses: Record<string, number>,
  language: Language = 'en',
) {
  const stored = await postAs(t.app, visitor, '/api/assessment-results', {
    email: null,
    assessmentType: type,
    responses,
    score: 0,
    language,
  });
  expect(stored.statusCode, stored.body).toBe(201);
  return stored.json().id as number;
}

function earlierOf(visitor: VisitorSession, id: number | string, pageLanguage: Language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/api/assessment-results/${id}/earlier`,
    headers: { cookie: visitor.cookie, 'accept-language': pageLanguage },
  });
}

describe('GET /api/assessment-results/:id/earlier', () => {
  const first = answers('adhd', () => 1);
  // Questions 1 and 2 move by three and two steps; question 3 by one, within how anyone's answers vary.
  const second = { ...first, ...answers('adhd', (index) => [4, 3, 2][index] ?? 1) };

  it('is null for a first take, and compares a retake with it in the same browser', async () => {
    const visitor = await startVisitorSession(t.app);
    const firstId = await take(visitor, 'adhd', first);
    const firstReply = await earlierOf(visitor, firstId);
    expect(firstReply.statusCode).toBe(200);
    expect(firstReply.json()).toEqual({ comparison: null });

    const secondId = await take(visitor, 'adhd', second);
    const reply = await earlierOf(visitor, secondId);
    expect(reply.statusCode, reply.body).toBe(200);
    const { comparison } = earlierTakeSchema.parse(reply.json());
    expect(comparison).toMatchObject({
      isSameWording: true,
      levelThen: getLevel('adhd', scoreResponses('adhd', first)),
      levelNow: getLevel('adhd', scoreResponses('adhd', second)),
    });
    expect(
      comparison?.movedAnswers.map(({ number, was, now, steps }) => ({ number, was, now, steps })),
    ).toEqual([
      { number: 1, was: 'Disagree', now: 'Strongly Agree', steps: 3 },
      { number: 2, was: 'Disagree', now: 'Agree', steps: 2 },
    ]);
    expect(comparison?.themes.length).toBeGreaterThan(0);
  });

  it("words the comparison in the page's language, quoting the answers as they were read", async () => {
    const visitor = await startVisitorSession(t.app);
    await take(
      visitor,
      'audhd',
      answers('audhd', () => 1),
      'de',
    );
    const id = await take(
      visitor,
      'audhd',
      answers('audhd', (index) => (index === 0 ? 4 : 1)),
      'de',
    );
    const reply = await earlierOf(visitor, id, 'de');
    const { comparison } = earlierTakeSchema.parse(reply.json());
    const [moved] = comparison?.movedAnswers ?? [];
    const [firstItem] = getQuestions('audhd');
    expect(moved).toMatchObject({
      number: 1,
      text: ITEMS_IN_GERMAN.items.find((item) => item.id === firstItem?.id)?.translation,
      was: ITEMS_IN_GERMAN.answerLabels[1]?.translation,
      now: ITEMS_IN_GERMAN.answerLabels[4]?.translation,
    });
    const german = MESSAGES.de['result-words'];
    const themes = comparison?.themes ?? [];
    expect(themes.length).toBeGreaterThan(0);
    for (const { theme, group } of themes) {
      expect(Object.values(MESSAGES.de.report.themeNames)).toContain(theme);
      expect([
        german.profilePartTitles.autism,
        german.profilePartTitles.adhd,
        german.sharedExperiencesTitle,
      ]).toContain(group);
    }
  });

  it('compares with the latest earlier take of the same assessment only', async () => {
    const visitor = await startVisitorSession(t.app);
    await take(
      visitor,
      'adhd',
      answers('adhd', () => 4),
    );
    const middle = await take(visitor, 'adhd', first);
    await take(
      visitor,
      'asd',
      answers('asd', () => 0),
    );
    const latest = await take(visitor, 'adhd', first);
    const { comparison } = (await earlierOf(visitor, latest)).json();
    expect(comparison.movedAnswers).toEqual([]);
    const [middleRow] = await t.database.db
      .select({ createdAt: assessmentResults.createdAt })
      .from(assessmentResults)
      .where(eq(assessmentResults.id, middle));
    expect(comparison.earlierAt).toBe(middleRow?.createdAt.toISOString());
  });

  it('gives only the bands for an earlier take on another wording', async () => {
    const visitor = await startVisitorSession(t.app);
    const olderId = await take(visitor, 'adhd', first);
    await t.database.db
      .update(assessmentResults)
      .set({ itemSetVersion: 1 })
      .where(eq(assessmentResults.id, olderId));
    const id = await take(visitor, 'adhd', second);
    const { comparison } = (await earlierOf(visitor, id)).json();
    expect(comparison).toMatchObject({ isSameWording: false, themes: [], movedAnswers: [] });
  });

  it('answers a hostile caller with a valid session of their own as for a result that does not exist', async () => {
    const owner = await startVisitorSession(t.app);
    await take(owner, 'adhd', first);
    const ownerSecond = await take(owner, 'adhd', second);
    const stranger = await startVisitorSession(t.app);
    // The stranger's own take of the same assessment does not open the owner's.
    await take(stranger, 'adhd', first);
    const reply = await earlierOf(stranger, ownerSecond);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('We could not find that assessment result.');
    expect(reply.body).not.toContain('Strongly Agree');
    const noCookie = await t.app.inject({
      method: 'GET',
      url: `/api/assessment-results/${ownerSecond}/earlier`,
    });
    expect(noCookie.statusCode).toBe(404);
  });

  it('refuses an id that is not a result id with a 400, and one beyond every row with a 404', async () => {
    const visitor = await startVisitorSession(t.app);
    expect((await earlierOf(visitor, 'abc')).statusCode).toBe(400);
    expect((await earlierOf(visitor, '0')).statusCode).toBe(400);
    expect((await earlierOf(visitor, '99999999999')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await earlierOf(visitor, '2147483647')).statusCode).toBe(404);
  });
});

describe('the report after a retest', () => {
  it('includes what changed since the earlier take on the same wording; the first report does not', async () => {
    const visitor = await startVisitorSession(t.app);
    const first = answers('adhd', () => 1);
    const firstReport = await orderFreeReport(t.app, {
      type: 'adhd',
      responses: first,
      country: 'IE',
      freeCode: FREE_CODE,
      visitor,
    });
    expect(firstReport.report).not.toContain('What changed since your earlier take');

    const retake = { ...first, ...answers('adhd', (index) => (index === 0 ? 4 : 1)) };
    const { report } = await orderFreeReport(t.app, {
      type: 'adhd',
      responses: retake,
      country: 'IE',
      freeCode: FREE_CODE,
      visitor,
    });
    const section = report.slice(report.indexOf('What changed since your earlier take'));
    expect(section).toMatch(
      /^What changed since your earlier take You took this assessment before, on \d+ \w+ \d{4}, with the same questions\./,
    );
    expect(section).toContain(`1. “${getQuestions('adhd')[0]?.text}” Then: Disagree. Now: Strongly Agree.`);
    expect(section).toContain('One answer moved by two steps or more:');
    expect(section).toContain(RETEST_NOTE);
  });

  it('compares with an earlier take whose report went to the same address, from another browser', async () => {
    const email = `retest-${Date.now()}@example.org`;
    const responses = answers('dyslexia', () => 0);
    await orderFreeReport(t.app, { type: 'dyslexia', responses, country: null, freeCode: FREE_CODE, email });
    const { report } = await orderFreeReport(t.app, {
      type: 'dyslexia',
      responses: { ...responses, ...answers('dyslexia', (index) => (index < 2 ? 3 : 0)) },
      country: null,
      freeCode: FREE_CODE,
      // The same mailbox, typed with capitals this time.
      email: email.toUpperCase(),
    });
    expect(report).toContain('2 answers moved by two steps or more:');
    // Another address's earlier take of the same answers is never compared.
    const { report: stranger } = await orderFreeReport(t.app, {
      type: 'dyslexia',
      responses,
      country: null,
      freeCode: FREE_CODE,
    });
    expect(stranger).not.toContain('What changed since your earlier take');
  });
});
