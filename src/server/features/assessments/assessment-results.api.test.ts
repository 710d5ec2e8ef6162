import { eq } from 'drizzle-orm';
import fc from 'fast-check';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { ASSESSMENT_TYPES, type AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import { assessmentResultSchema } from '../../../domain/assessments/schemas.ts';
import { MAX_SCORES, scoreResponses } from '../../../domain/assessments/scoring.ts';
import { LANGUAGES } from '../../../domain/locale/languages.ts';
import { assessmentResults } from '../../db/schema.ts';

const RESULTS_URL = '/api/assessment-results';

let t: TestApp;
beforeAll(async () => {
  // Every case here is a public write from 127.0.0.1; the limit itself is tested with the analytics calls.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

function answerEach(type: AssessmentType, valueFor: (index: number) => number): Record<string, number> {
  return Object.fromEntries(getQuestions(type).map((q, index) => [q.id, valueFor(index)]));
}

// Written out here rather than taken from the domain, so the test states the rule it checks.
function expectedScore(type: AssessmentType, responses: Record<string, number>): number {
  return getQuestions(type).reduce((sum, q) => {
    const value = responses[q.id] ?? 0;
    return sum + (q.reverse ? 4 - value : value);
  }, 0);
}

function resultBody(type: AssessmentType, responses: Record<string, unknown>, score = 0) {
  return { email: null, assessmentType: type, responses, score, preliminaryGenerated: true };
}

function getAs(session: VisitorSession, id: number | string) {
  return t.app.inject({ method: 'GET', url: `${RESULTS_URL}/${id}`, headers: { cookie: session.cookie } });
}

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, id));
  return row;
}

const PATTERNS: Array<[string, (index: number) => number]> = [
  ['all 0', () => 0],
  ['all 4', () => 4],
  ['a mixed pattern', (index) => (index * 3) % 5],
];

describe('POST /api/assessment-results', () => {
  describe.each(ASSESSMENT_TYPES)('%s', (type) => {
    it.each(PATTERNS)(
      'stores answers that are %s with the server score and returns id and userId',
      async (_, valueFor) => {
        const session = await startVisitorSession(t.app);
        const responses = answerEach(type, valueFor);
        const response = await postAs(t.app, session, RESULTS_URL, resultBody(type, responses));

        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(Object.keys(body).sort()).toEqual(['id', 'userId']);
        expect(body.id).toBeGreaterThan(0);

        const row = await storedRow(body.id);
        expect(body.userId).toBe(row?.visitorId);
        expect(body.userId).toMatch(/^[0-9a-f-]{36}$/);
        const score = expectedScore(type, responses);
        expect(row).toMatchObject({
          assessmentType: type,
          responses,
          score,
          level: getLevel(type, score),
          email: null,
          preliminaryGenerated: true,
        });
        expect(row?.subscores === null).toBe(type !== 'audhd');
      },
    );
  });

  it('gives the same visitor the same userId on every result', async () => {
    const session = await startVisitorSession(t.app);
    const first = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'adhd',
        answerEach('adhd', () => 1),
      ),
    );
    const second = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'spd',
        answerEach('spd', () => 2),
      ),
    );
    expect(second.json().userId).toBe(first.json().userId);
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('ignores a client score that disagrees with the answers', async () => {
    const session = await startVisitorSession(t.app);
    // One point per item: Disagree, or Agree on the three reverse-keyed items.
    const reversed = new Set(
      getQuestions('adhd')
        .filter((q) => q.reverse)
        .map((q) => q.id),
    );
    const responses = Object.fromEntries(getQuestions('adhd').map((q) => [q.id, reversed.has(q.id) ? 3 : 1]));
    const response = await postAs(t.app, session, RESULTS_URL, resultBody('adhd', responses, 999));
    expect(response.statusCode).toBe(201);

    const read = await getAs(session, response.json().id);
    expect(read.json()).toMatchObject({ score: 10, level: 'low' });
    expect((await storedRow(response.json().id))?.score).toBe(10);
  });

  it('bands asd answered Disagree throughout in the middle, never Significant, stored and read back', async () => {
    const session = await startVisitorSession(t.app);
    const created = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'asd',
        answerEach('asd', () => 1),
      ),
    );
    expect(created.statusCode).toBe(201);
    // 12 items x 1 point and 8 reverse-keyed items x 3 points: an average of 1.8 points an item.
    expect(await storedRow(created.json().id)).toMatchObject({ score: 36, level: 'medium' });
    expect((await getAs(session, created.json().id)).json()).toMatchObject({ score: 36, level: 'medium' });
  });

  it('shows a result stored under an earlier banding rule to its visitor under the current one', async () => {
    const session = await startVisitorSession(t.app);
    const created = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'asd',
        answerEach('asd', () => 2),
      ),
    );
    const id: number = created.json().id;
    // The first version's asd ranges put 40 of 80 in the top band; such rows keep what was stored.
    await t.database.db.update(assessmentResults).set({ level: 'high' }).where(eq(assessmentResults.id, id));
    expect((await getAs(session, id)).json()).toMatchObject({ score: 40, level: 'medium' });
    expect((await storedRow(id))?.level).toBe('high');
  });

  it('scores the reverse-keyed asd items as 4 minus the answer', async () => {
    const session = await startVisitorSession(t.app);
    const reverseIds = getQuestions('asd')
      .filter((q) => q.reverse)
      .map((q) => q.id);
    expect(reverseIds).toEqual(['asd-1', 'asd-3', 'asd-8', 'asd-10', 'asd-11', 'asd-14', 'asd-15', 'asd-17']);

    const allZero = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'asd',
        answerEach('asd', () => 0),
      ),
    );
    expect((await getAs(session, allZero.json().id)).json().score).toBe(8 * 4);

    const allFour = await postAs(
      t.app,
      session,
      RESULTS_URL,
      resultBody(
        'asd',
        answerEach('asd', () => 4),
      ),
    );
    expect((await getAs(session, allFour.json().id)).json().score).toBe(12 * 4);

    const oneReverseAnswer = { ...answerEach('asd', () => 0), 'asd-1': 1 };
    const mixed = await postAs(t.app, session, RESULTS_URL, resultBody('asd', oneReverseAnswer));
    expect((await getAs(session, mixed.json().id)).json().score).toBe(7 * 4 + 3);
  });

  it('stores and returns the audhd subscores', async () => {
    const session = await startVisitorSession(t.app);
    const valueFor = { autism: 1, adhd: 2, overlap: 4 } as const;
    const responses = Object.fromEntries(
      getQuestions('audhd').map((q) => {
        const points = q.category ? valueFor[q.category] : 0;
        return [q.id, q.reverse ? 4 - points : points];
      }),
    );

    const created = await postAs(t.app, session, RESULTS_URL, resultBody('audhd', responses));
    // 13 autism items × 1, 14 adhd items × 2, 3 overlap items × 4 points (reverse-keyed items answered 4 − points).
    const expected = { autism: 13, adhd: 28, overlap: 12 };
    expect((await storedRow(created.json().id))?.subscores).toEqual(expected);
    const read = (await getAs(session, created.json().id)).json();
    expect(read.subscores).toEqual(expected);
    expect(read).toMatchObject({ score: 53, level: 'medium' });
  });

  it('stores the language of the page, English when none is given, and refuses one it does not know', async () => {
    const session = await startVisitorSession(t.app);
    const responses = answerEach('adhd', () => 2);
    const plain = await postAs(t.app, session, RESULTS_URL, resultBody('adhd', responses));
    expect(plain.statusCode).toBe(201);
    expect((await storedRow(plain.json().id))?.language).toBe('en');
    for (const language of LANGUAGES) {
      const stored = await postAs(t.app, session, RESULTS_URL, {
        ...resultBody('adhd', responses),
        language,
      });
      expect(stored.statusCode, language).toBe(201);
      expect((await storedRow(stored.json().id))?.language).toBe(language);
    }

    const before = await t.database.db.select().from(assessmentResults);
    for (const language of ['pt', 'DE', 7]) {
      const refused = await postAs(t.app, session, RESULTS_URL, {
        ...resultBody('adhd', responses),
        language,
      });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().message).toMatch(
        /language: Unknown language\. Use one of: en, de, fr, es, nl, it\.$/,
      );
    }
    expect(await t.database.db.select().from(assessmentResults)).toHaveLength(before.length);
  });

  it('takes a language this server previews, so its journeys run end to end, and refuses one neither offered nor previewed', async () => {
    // Fewer languages offered than are complete, so that one can be previewed and one left out.
    const preview = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '10000', PREVIEW_LANGUAGES: 'es' },
      offeredLanguages: ['en', 'de', 'fr'],
    });
    try {
      const session = await startVisitorSession(preview.app);
      const body = {
        ...resultBody(
          'spd',
          answerEach('spd', () => 1),
        ),
        language: 'es',
      };
      const spanish = await postAs(preview.app, session, RESULTS_URL, body);
      expect(spanish.statusCode).toBe(201);
      const [row] = await preview.database.db
        .select()
        .from(assessmentResults)
        .where(eq(assessmentResults.id, spanish.json().id));
      expect(row?.language).toBe('es');
      const before = await preview.database.db.select().from(assessmentResults);
      const dutch = await postAs(preview.app, session, RESULTS_URL, { ...body, language: 'nl' });
      expect(dutch.statusCode).toBe(400);
      expect(dutch.json().message).toBe('Assessments can be taken in English, German and French for now.');
      // A German page reads why in German, the languages named as German joins them.
      const inGerman = await postAs(
        preview.app,
        session,
        RESULTS_URL,
        { ...body, language: 'nl' },
        {
          'accept-language': 'de',
        },
      );
      expect(inGerman.json()).toEqual({
        message:
          'Selbsteinschätzungen können vorerst nur auf Englisch, Deutsch und Französisch ausgefüllt werden.',
      });
      expect(await preview.database.db.select().from(assessmentResults)).toHaveLength(before.length);
    } finally {
      await preview.close();
    }
  });

  it('stores an e-mail address when one is given', async () => {
    const session = await startVisitorSession(t.app);
    const response = await postAs(t.app, session, RESULTS_URL, {
      ...resultBody(
        'dyslexia',
        answerEach('dyslexia', () => 2),
      ),
      email: 'reader@example.org',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedRow(response.json().id))?.email).toBe('reader@example.org');
  });

  it('stores the score that the domain scoring gives, within 0 and the maximum, for any valid answers', async () => {
    const session = await startVisitorSession(t.app);
    const answersArb = fc
      .constantFrom(...ASSESSMENT_TYPES)
      .chain((type) =>
        fc.tuple(
          fc.constant(type),
          fc.record(
            Object.fromEntries(getQuestions(type).map((q) => [q.id, fc.integer({ min: 0, max: 4 })])),
          ),
          fc.integer({ min: -1000, max: 1000 }),
        ),
      );
    await fc.assert(
      fc.asyncProperty(answersArb, async ([type, responses, clientScore]) => {
        const response = await postAs(t.app, session, RESULTS_URL, resultBody(type, responses, clientScore));
        expect(response.statusCode).toBe(201);
        const row = await storedRow(response.json().id);
        expect(row?.score).toBe(scoreResponses(type, responses));
        expect(row?.score).toBeGreaterThanOrEqual(0);
        expect(row?.score).toBeLessThanOrEqual(MAX_SCORES[type]);
      }),
      { numRuns: 25 },
    );
  });

  const complete = answerEach('adhd', () => 2);
  const { 'adhd-3': _dropped, 'adhd-7': _alsoDropped, ...incomplete } = complete;

  it.each([
    ['missing answers', resultBody('adhd', incomplete), /Missing answers for 2 questions: adhd-3, adhd-7\./],
    [
      'an unknown question id',
      resultBody('adhd', { ...complete, 'adhd-99': 2 }),
      /not part of the adhd assessment: adhd-99\./,
    ],
    [
      'a value of 5',
      resultBody('adhd', { ...complete, 'adhd-4': 5 }),
      /adhd-4 must be a whole number from 0 to 4 \(received 5\)/,
    ],
    [
      'a value of 2.5',
      resultBody('adhd', { ...complete, 'adhd-4': 2.5 }),
      /adhd-4 must be a whole number from 0 to 4 \(received 2\.5\)/,
    ],
    [
      'a string value',
      resultBody('adhd', { ...complete, 'adhd-4': '3' }),
      /adhd-4 must be a whole number from 0 to 4 \(received "3"\)/,
    ],
    [
      'responses for another type',
      resultBody(
        'adhd',
        answerEach('spd', () => 2),
      ),
      /Missing answers for 10 questions: adhd-1, .*not part of the adhd assessment: spd-1,/,
    ],
  ])('refuses %s with a message naming the problem and stores nothing', async (_, payload, message) => {
    const session = await startVisitorSession(t.app);
    const before = await t.database.db.$count(assessmentResults);
    const response = await postAs(t.app, session, RESULTS_URL, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Your answers could not be saved: /);
    expect(response.json().message).toMatch(message);
    expect(await t.database.db.$count(assessmentResults)).toBe(before);
  });

  it.each([
    [
      'an unknown assessmentType',
      resultBody('adhd', complete),
      { assessmentType: 'mystery' },
      /assessmentType/,
    ],
    ['an invalid e-mail address', resultBody('adhd', complete), { email: 'not-an-email' }, /email/],
    ['responses that are not an object', resultBody('adhd', complete), { responses: [2, 2, 2] }, /responses/],
    ['an array body', [resultBody('adhd', complete)], {}, /expected object/],
    ['a string body', 'adhd', {}, /expected object/],
  ])('refuses %s with a 400 that names it and stores nothing', async (_, base, change, message) => {
    const session = await startVisitorSession(t.app);
    const before = await t.database.db.$count(assessmentResults);
    const payload = Array.isArray(base) || typeof base === 'string' ? base : { ...base, ...change };
    const response = await t.app.inject({
      method: 'POST',
      url: RESULTS_URL,
      headers: {
        cookie: session.cookie,
        'csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await t.database.db.$count(assessmentResults)).toBe(before);
  });

  it('refuses a call without the anti-forgery token and stores nothing', async () => {
    const session = await startVisitorSession(t.app);
    const before = await t.database.db.$count(assessmentResults);
    const response = await t.app.inject({
      method: 'POST',
      url: RESULTS_URL,
      headers: { cookie: session.cookie },
      payload: resultBody('adhd', complete),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/reload the page/);
    expect(await t.database.db.$count(assessmentResults)).toBe(before);
  });
});

describe('GET /api/assessment-results/:id', () => {
  it("gives the owner exactly the result's public fields, never stored", async () => {
    const session = await startVisitorSession(t.app);
    const responses = answerEach('dyspraxia', (index) => index % 5);
    const created = await postAs(t.app, session, RESULTS_URL, {
      ...resultBody('dyspraxia', responses, 999),
      email: 'private@example.org',
    });
    const { id } = created.json();

    const response = await getAs(session, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(assessmentResultSchema.shape).sort());
    const score = expectedScore('dyspraxia', responses);
    expect(body).toEqual({
      id,
      assessmentType: 'dyspraxia',
      responses,
      score,
      level: getLevel('dyspraxia', score),
      subscores: null,
      context: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(assessmentResultSchema.safeParse(body).success).toBe(true);
    expect(response.body).not.toContain('private@example.org');
    expect(response.body).not.toContain(created.json().userId);
  });

  it('answers 404 to another visitor, in the same words as for an id that does not exist', async () => {
    const owner = await startVisitorSession(t.app);
    const stranger = await startVisitorSession(t.app);
    const created = await postAs(
      t.app,
      owner,
      RESULTS_URL,
      resultBody(
        'spd',
        answerEach('spd', () => 3),
      ),
    );

    const theirs = await getAs(stranger, created.json().id);
    const missing = await getAs(owner, 2_000_000_000);
    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find that assessment result.' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 to a visitor without a cookie', async () => {
    const owner = await startVisitorSession(t.app);
    const created = await postAs(
      t.app,
      owner,
      RESULTS_URL,
      resultBody(
        'spd',
        answerEach('spd', () => 3),
      ),
    );
    const response = await t.app.inject({ method: 'GET', url: `${RESULTS_URL}/${created.json().id}` });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 to an id beyond the range of stored ids', async () => {
    const session = await startVisitorSession(t.app);
    const response = await getAs(session, '99999999999');
    expect(response.statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses the id %s with a 400', async (id) => {
    const session = await startVisitorSession(t.app);
    const response = await getAs(session, id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request\. id: /);
  });
});

describe('PUT /api/assessment-results/:id/context', () => {
  const contextUrl = (id: number | string) => `${RESULTS_URL}/${id}/context`;
  const putAs = (session: VisitorSession, id: number | string, payload: unknown, withToken = true) =>
    t.app.inject({
      method: 'PUT',
      url: contextUrl(id),
      payload: payload as object,
      headers: { cookie: session.cookie, ...(withToken ? { 'csrf-token': session.csrfToken } : {}) },
    });
  const ownResult = async (session: VisitorSession) =>
    (
      await postAs(
        t.app,
        session,
        RESULTS_URL,
        resultBody(
          'adhd',
          answerEach('adhd', () => 2),
        ),
      )
    ).json().id as number;
  const GIVEN = {
    onset: 'childhood',
    areas: [
      { area: 'money', impact: 'a-little' },
      { area: 'work-or-study', impact: 'a-great-deal' },
    ],
    example: '  I lose <b>keys</b> & forget "deadlines" at work.\r\n\r\n\r\n\u0007Every week.  ',
  };

  it('stores the answers with the result, cleaned and in order, and gives them back to the owner only', async () => {
    const owner = await startVisitorSession(t.app);
    const id = await ownResult(owner);
    const response = await putAs(owner, id, GIVEN);
    expect(response.statusCode).toBe(200);
    const stored = {
      onset: 'childhood',
      areas: [
        { area: 'work-or-study', impact: 'a-great-deal' },
        { area: 'money', impact: 'a-little' },
      ],
      example: 'I lose <b>keys</b> & forget "deadlines" at work.\n\nEvery week.',
    };
    expect(response.json()).toEqual(stored);
    expect((await storedRow(id))?.context).toEqual(stored);
    expect((await getAs(owner, id)).json().context).toEqual(stored);

    // Asked again, the person may change their mind, or skip everything.
    const skipped = await putAs(owner, id, { onset: null, areas: [], example: '   ' });
    expect(skipped.json()).toEqual({ onset: null, areas: [], example: null });
    expect((await getAs(owner, id)).json().context).toEqual({ onset: null, areas: [], example: null });
  });

  it("lets another visitor neither read nor write someone's context, in the words used for a missing result", async () => {
    const owner = await startVisitorSession(t.app);
    const stranger = await startVisitorSession(t.app);
    const id = await ownResult(owner);
    await putAs(owner, id, GIVEN);

    const written = await putAs(stranger, id, { onset: 'adulthood', areas: [], example: 'not theirs' });
    const read = await getAs(stranger, id);
    const missing = await putAs(owner, 2_000_000_000, GIVEN);
    for (const response of [written, read, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find that assessment result.' });
    }
    expect(written.body).not.toContain('deadlines');
    expect((await storedRow(id))?.context?.onset).toBe('childhood');
    // Without a cookie at all, nothing either.
    const anonymous = await t.app.inject({ method: 'PUT', url: contextUrl(id), payload: GIVEN });
    expect(anonymous.statusCode).toBe(403);
    expect((await storedRow(id))?.context?.example).toContain('deadlines');
  });

  it('refuses a call without the anti-forgery token and changes nothing', async () => {
    const owner = await startVisitorSession(t.app);
    const id = await ownResult(owner);
    const response = await putAs(owner, id, GIVEN, false);
    expect(response.statusCode).toBe(403);
    expect((await storedRow(id))?.context).toBeNull();
  });

  it.each([
    ['an unknown onset', { ...GIVEN, onset: 'birth' }, /since when/],
    [
      'an unknown part of life',
      { ...GIVEN, areas: [{ area: 'hobbies', impact: 'a-little' }] },
      /five listed/,
    ],
    ['an unknown amount', { ...GIVEN, areas: [{ area: 'home', impact: 'enormous' }] }, /three steps/],
    [
      'the same part of life twice',
      {
        ...GIVEN,
        areas: [
          { area: 'home', impact: 'a-little' },
          { area: 'home', impact: 'a-great-deal' },
        ],
      },
      /chosen once/,
    ],
    ['an example over 500 characters', { ...GIVEN, example: 'x'.repeat(501) }, /up to 500 characters/],
    ['no answers at all', {}, /onset/],
  ])('refuses %s with a 400 that says why, and stores nothing', async (_, payload, message) => {
    const owner = await startVisitorSession(t.app);
    const id = await ownResult(owner);
    const response = await putAs(owner, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await storedRow(id))?.context).toBeNull();
  });

  it('keeps an example of exactly 500 characters whole', async () => {
    const owner = await startVisitorSession(t.app);
    const id = await ownResult(owner);
    const example = 'ä'.repeat(500);
    const response = await putAs(owner, id, { onset: null, areas: [], example });
    expect(response.statusCode).toBe(200);
    expect(response.json().example).toBe(example);
  });
});
