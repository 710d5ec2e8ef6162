import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFreeReport } from '../../../../tests/support/report-orders.ts';
import {
  createTestApp,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import { RETEST_NOTE } from '../../../domain/retests/retest-comparison.ts';

// Issue 27's "done when": two real orders, one from Ireland with context answers and one from Germany without, read
// back from their PDFs with pdftotext: the clinician's page and the referral letter, in the report and attached
// alone.

const FREE_CODE = 'CONTEXTORDERS';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE } });
});
afterAll(() => t.close());

const IRISH_CONTEXT: ResultContext = {
  onset: 'childhood',
  areas: [
    { area: 'work-or-study', impact: 'a-great-deal' },
    { area: 'relationships', impact: 'quite-a-lot' },
  ],
  example: 'In meetings I miss what <is> said & go quiet; my manager thinks I am "not engaged".',
};

/** The provider's second page, from its heading to the notes lines. */
function reportedPage(text: string): string {
  const from = text.indexOf('Section 9 · continued What the person reports');
  expect(from).toBeGreaterThan(-1);
  return text.slice(from, text.indexOf('What I would like to talk about', from));
}

/** The letter page of the report, from its heading to the next section. */
function letterPage(text: string): string {
  const from = text.indexOf('Section 10 · A letter to take to your doctor');
  expect(from).toBeGreaterThan(-1);
  return text.slice(from, text.indexOf('Section 11', from));
}

/** The note for work or study, from its heading to the next section. */
function workNotePage(text: string): string {
  const from = text.indexOf('Section 11 · A note for work or study');
  expect(from).toBeGreaterThan(-1);
  return text.slice(from, text.indexOf('Section 12', from));
}

describe('two orders, with and without context answers, and a third after a retest', () => {
  const responses = Object.fromEntries(getQuestions('adhd').map((q, index) => [q.id, index % 5]));
  /** The Irish buyer's browser, which takes the assessment again for the third order. */
  let irishVisitor: VisitorSession;

  it("Ireland with context: the provider's page quotes it verbatim as the person's own words", async () => {
    irishVisitor = await startVisitorSession(t.app);
    const { report: text, letter } = await orderFreeReport(t.app, {
      type: 'adhd',
      responses,
      country: 'IE',
      freeCode: FREE_CODE,
      context: IRISH_CONTEXT,
      visitor: irishVisitor,
    });
    expect(text).not.toContain('What changed since your earlier take');
    const page = reportedPage(text);
    expect(page).toContain('Since when Since childhood');
    expect(page).toContain('Where in daily life Work or study: a great deal; Relationships: quite a lot');
    expect(page).toContain(`In their words “${IRISH_CONTEXT.example}”`);
    expect(page).toContain('not a history taken by a clinician');
    expect(page).toContain('NICE NG87 for ADHD');
    expect(page).not.toContain('not given');

    // The letter is addressed to the Irish first step, names the HSE's programme, and quotes the same words.
    for (const copy of [letterPage(text), letter]) {
      expect(copy).toContain('To my GP About: ADHD in adulthood');
      expect(copy).toContain(
        'I would like to ask for a referral to the local HSE community adult mental health team for an assessment of ADHD.',
      );
      expect(copy).toContain('Model of Care for ADHD in Adults');
      expect(copy).toContain(`In my own words “${IRISH_CONTEXT.example}”`);
      expect(copy).toContain('Since when Since childhood');
      expect(copy).not.toContain('Vermittlungscode');
    }
    // The note for work or study names Ireland's law.
    expect(workNotePage(text)).toContain('Employment Equality Acts 1998–2015');
  });

  it('Germany without: each question says "not given", and the letter goes to the Hausarzt', async () => {
    const { report: text, letter } = await orderFreeReport(t.app, {
      type: 'adhd',
      responses,
      country: 'DE',
      freeCode: FREE_CODE,
    });
    const page = reportedPage(text);
    expect(page).toContain('Since when not given Where in daily life not given In their words not given');
    expect(text).not.toContain(IRISH_CONTEXT.example ?? '');

    for (const copy of [letterPage(text), letter]) {
      expect(copy).toContain('To my family doctor (Hausärztin or Hausarzt) About: ADHD in adulthood');
      expect(copy).toContain('with the booking code (Vermittlungscode)');
      expect(copy).toContain('The German S3 guideline on ADHD (AWMF 028-045, 2018)');
      expect(copy).toContain('I can tell you more about when this began and where it affects me.');
      expect(copy).not.toContain('HSE');
      expect(copy).not.toContain('In my own words');
    }
    expect(workNotePage(text)).toContain('Employment Equality Directive (2000/78/EC, Article 5)');
  });

  it('Ireland again after a retest: the third report says what changed since the first take', async () => {
    // The first two statements answered four steps the other way; the rest as before.
    const retake = Object.fromEntries(
      getQuestions('adhd').map((q, index) => [
        q.id,
        index < 2 ? 4 - (responses[q.id] ?? 0) : (responses[q.id] ?? 0),
      ]),
    );
    const { report } = await orderFreeReport(t.app, {
      type: 'adhd',
      responses: retake,
      country: 'IE',
      freeCode: FREE_CODE,
      visitor: irishVisitor,
    });
    const section = report.slice(
      report.indexOf('What changed since your earlier take'),
      report.indexOf('Section 4'),
    );
    expect(section).toMatch(/You took this assessment before, on \d+ \w+ \d{4}, with the same questions\./);
    expect(section).toContain('2 answers moved by two steps or more:');
    expect(section).toContain(
      `1. “${getQuestions('adhd')[0]?.text}” Then: Strongly Disagree. Now: Strongly Agree.`,
    );
    expect(section).toContain(RETEST_NOTE);
  });
});
