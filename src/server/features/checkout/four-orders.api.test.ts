import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFreeReport } from '../../../../tests/support/report-orders.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { getStrengthTriggers } from '../../../domain/assessments/all-insights.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { FALLBACK_STRENGTHS } from '../../../domain/assessments/insights.ts';
import { getQuestions, type Question } from '../../../domain/assessments/questions.ts';
import { COMPARISON_PENDING_IN_REPORT } from '../../../domain/comparison/taker-comparison.ts';
import { answerPatternNotes } from '../../../domain/messages/en/result-words.ts';
import type { CountryCode } from '../../../domain/report/countries.ts';

// Issue 25's "done when": four real free orders, their reports rendered as the outbox renders them and read back
// as text with pdftotext, the way the review read them.

const FREE_CODE = 'FOURORDERS';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: FREE_CODE } });
});
afterAll(() => t.close());

/** Orders a report of these answers for a new visitor and returns the PDF's text, spaces folded. */
async function reportFor(
  type: AssessmentType,
  answer: (index: number, reverse: boolean, question: Question) => number,
  country: CountryCode | null,
): Promise<string> {
  const responses = Object.fromEntries(
    getQuestions(type).map((q, index) => [q.id, answer(index, q.reverse === true, q)]),
  );
  return (await orderFreeReport(t.app, { type, responses, country, freeCode: FREE_CODE })).report;
}

/** The part of `text` from `start` up to `end` (or to the end). */
function between(text: string, start: string, end?: string): string {
  const from = text.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  const to = end ? text.indexOf(end, from + start.length) : -1;
  return text.slice(from, to === -1 ? undefined : to);
}

const CLINICIAN_NOTE =
  'Its items were written independently; some necessarily ask about the same experiences as items of the AQ, RAADS-R and SPQ.';

describe('four orders, read as text', () => {
  it('audhd from Germany: the profile first, the German route with the Sprechstunde, German help lines first', async () => {
    // The review's case: the ADHD-related part and the shared part high, the autism-related part low, so the
    // total alone would read as a middle level.
    const text = await reportFor(
      'audhd',
      (_, reverse, question) => {
        const towards = question.category === 'autism' ? 1 : question.category === 'adhd' ? 3 : 4;
        return reverse ? 4 - towards : towards;
      },
      'DE',
    );
    const summary = between(text, 'Section 1 Your results at a glance', 'Section 2');
    expect(summary).toMatch(
      /^Section 1 Your results at a glance Your profile Autism-related traits: Minimal Alignment ADHD-related traits: Significant Alignment /,
    );
    const shared = between(summary, 'Experiences both share', 'Total: the sum of all three parts');
    expect(shared).toContain('Your answers describe many of these experiences.');
    expect(shared).not.toMatch(/Alignment/);
    expect(between(summary, 'Total: the sum of all three parts')).toMatch(
      /^Total: the sum of all three parts: \d+ out of 120, in the Moderate Alignment range\./,
    );
    expect(text).toMatch(/Some statements are scored in reverse: agreeing with those counts the other way\./);
    // The section's own route (other countries are in the appendix); a page may break after "Where you live".
    const route = between(text, 'Germany First step:', 'Section 9');
    expect(route).toContain('psychotherapeutische Sprechstunde');
    expect(route).toContain('116117');
    expect(between(text, 'If you need help now', 'About this report')).toMatch(
      /take calls in the countries this report covers\. Germany TelefonSeelsorge/,
    );
    expect(text).toContain(CLINICIAN_NOTE);
    expect(text).not.toContain('none copies or closely paraphrases');
    expect(text).toContain('Because you answered');
  }, 120_000);

  it('asd from Ireland: the HSE protocol of May 2026, Irish help lines first', async () => {
    const text = await reportFor('asd', (index, reverse) => (reverse ? 1 : 2 + (index % 2)), 'IE');
    const route = between(between(text, 'Section 8 How to seek', 'Section 9'), 'Ireland First step:');
    expect(route).toContain('Autism Assessment and Intervention Pathway Protocol (26 May 2026)');
    expect(route).toContain('adults can refer themselves');
    expect(route).toContain('may not yet be available in your area');
    expect(route).not.toContain('no public pathway');
    expect(between(text, 'If you need help now', 'About this report')).toMatch(
      /take calls in the countries this report covers\. Ireland Samaritans: 116 123/,
    );
    expect(text).toContain('about 15,000 members');
    expect(text).not.toContain('20,000');
    expect(text).toContain(CLINICIAN_NOTE);
  }, 120_000);

  it('asd answered Disagree throughout: the gentle note, general ideas, no strengths read into the answers', async () => {
    const text = await reportFor('asd', () => 1, 'IE');
    expect(text).toContain(answerPatternNotes['same-answer']);
    const strategies = between(text, 'Section 6 Practical strategies', 'Section 7');
    expect(strategies).not.toContain('Because you answered');
    expect(strategies).toContain('Ideas to start with');
    expect(text).not.toMatch(/Your overall result Significant Alignment/);
    const strengths = between(text, 'Section 5 Your strengths', 'Section 6');
    for (const { title } of FALLBACK_STRENGTHS) expect(strengths).toContain(title);
  }, 120_000);

  it('adhd from France: the French route and help line first, strengths at Agree', async () => {
    const text = await reportFor('adhd', (_, reverse) => (reverse ? 1 : 3), 'FR');
    expect(between(text, 'Section 8 How to seek', 'Section 9')).toContain(
      'Where you live France First step: Start with your registered GP (médecin traitant).',
    );
    expect(between(text, 'If you need help now', 'About this report')).toMatch(
      /take calls in the countries this report covers\. France Numéro national de prévention du suicide: 3114/,
    );
    const strengths = between(text, 'Section 5 Your strengths', 'Section 6');
    for (const { title } of getStrengthTriggers('adhd')) expect(strengths).toContain(title);
    expect(text).toContain(COMPARISON_PENDING_IN_REPORT.replace(/\s+/g, ' '));
  }, 120_000);
});
