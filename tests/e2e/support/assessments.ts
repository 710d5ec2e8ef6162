import type { Locator, Page } from '@playwright/test';
import {
  type AudhdParts,
  getProfileLevels,
  sharedExperiencesAmount,
} from '../../../src/domain/assessments/audhd-profile.ts';
import { type AssessmentType, getAssessment } from '../../../src/domain/assessments/catalogue.ts';
import { getLevel, LEVEL_LABELS, type Level } from '../../../src/domain/assessments/levels.ts';
import { ANSWER_OPTIONS, getQuestions } from '../../../src/domain/assessments/questions.ts';
import { scoreAudhdSubscores, scoreResponses } from '../../../src/domain/assessments/scoring.ts';
import { createSharePayload, encodeSharePayload } from '../../../src/domain/assessments/share.ts';
import { expect, expectLive, openAsVisitor } from './fixtures.ts';
import { toastList } from './toasts.ts';

export type AnswerPlan = {
  type: AssessmentType;
  /** One answer value (0 to 4) per question, in order. */
  answers: number[];
  responses: Record<string, number>;
  score: number;
  level: Level;
  levelLabel: string;
};

/** A known answer pattern for `type`: answer i is `pick(i)`; the expected score and level come from the domain. */
export function planAnswers(type: AssessmentType, pick: (index: number) => number): AnswerPlan {
  const questions = getQuestions(type);
  const answers = questions.map((_, index) => pick(index));
  const responses = Object.fromEntries(questions.map((question, index) => [question.id, answers[index]!]));
  const score = scoreResponses(type, responses);
  const level = getLevel(type, score);
  return { type, answers, responses, score, level, levelLabel: LEVEL_LABELS[level] };
}

export function answerLabel(value: number): string {
  const option = ANSWER_OPTIONS.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`No answer option with value ${value}`);
  return option.label;
}

export function questionHeading(page: Page, number: number, total: number) {
  return page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${number} of ${total}\\b`) });
}

/** Answers from question `from` (1-based) to the end with the mouse, pressing Next after each. */
export async function answerWithMouse(page: Page, plan: AnswerPlan, from = 1): Promise<void> {
  // The question arrives prerendered: an answer checked before the app has taken the page over is not recorded.
  await expectLive(page);
  const total = plan.answers.length;
  for (let number = from; number <= total; number++) {
    await expect(questionHeading(page, number, total)).toBeVisible();
    await page.getByRole('radio', { name: answerLabel(plan.answers[number - 1]!), exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

/**
 * Straight after an assessment the results page first asks the three optional context questions
 * (context-questions.spec.ts answers them); a journey about something else skips them all at once.
 */
export async function skipContextQuestions(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+&context=ask$/);
  await page.getByRole('button', { name: 'Skip to my results' }).click();
}

/**
 * The results page shows the result of `plan`: level label and score on its bar. Reached straight from the last
 * question, the context questions are skipped first.
 */
export async function expectResultsFor(page: Page, plan: AnswerPlan): Promise<void> {
  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+(&context=ask)?$/);
  if (page.url().endsWith('&context=ask')) await skipContextQuestions(page);
  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Assessment Results' })).toBeVisible();
  await expect(page.getByText(getAssessment(plan.type).name, { exact: false }).first()).toBeVisible();
  const insights = page.getByRole('region', { name: 'Preliminary insights' });
  if (plan.type === 'audhd') {
    await expectAudhdProfile(insights, scoreAudhdSubscores(plan.responses), plan.score, 'Your answers');
    return;
  }
  await expect(insights.getByText(plan.levelLabel, { exact: true }).first()).toBeVisible();
  const scoreFigure = insights.getByRole('figure', { name: /^Your score/ });
  await expect(scoreFigure).toContainText(`${plan.score} out of`);
  await expect(scoreFigure).toContainText(`in the ${plan.levelLabel} range`);
}

/**
 * The combined result, profile first (decision 027): each leading part with its band, the shared experiences in
 * words with no band, the total after them as the sum.
 */
export async function expectAudhdProfile(
  region: Locator,
  subscores: AudhdParts,
  score: number,
  whose: 'Your answers' | "This person's answers",
): Promise<void> {
  const levels = getProfileLevels(subscores);
  for (const [title, value, level] of [
    ['Autism-related traits', subscores.autism, levels.autism],
    ['ADHD-related traits', subscores.adhd, levels.adhd],
  ] as const) {
    await expect(region.getByText(`${title}: ${LEVEL_LABELS[level]}`, { exact: true })).toBeVisible();
    const figure = region.getByRole('figure', { name: title });
    await expect(figure).toContainText(`${value} out of`);
    await expect(figure).toContainText(`in the ${LEVEL_LABELS[level]} range`);
  }
  const shared = region.getByRole('region', { name: 'Experiences both share' });
  await expect(shared).toContainText(
    `${whose} describe ${sharedExperiencesAmount(subscores.overlap)} of these experiences.`,
  );
  await expect(shared).not.toContainText('Alignment');
  await expect(region.getByRole('figure', { name: /^Shared experiences/ })).toHaveCount(0);
  const total = region.getByRole('figure', { name: /^Total: the sum of all three parts/ });
  await expect(total).toContainText(`${score} out of 120`);
}

/** Stores a finished assessment for the page's visitor through the API (same cookies), as the page would. */
export async function createResultThroughApi(
  page: Page,
  plan: AnswerPlan,
): Promise<{ id: number; userId: string }> {
  await openAsVisitor(page, '/');
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/assessment-results', {
    headers: { 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
    data: {
      email: null,
      assessmentType: plan.type,
      responses: plan.responses,
      score: plan.score,
      preliminaryGenerated: true,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** What the assessment page keeps in the browser after a result is stored. */
export async function storeClientData(
  page: Page,
  plan: AnswerPlan,
  assessmentResultId: number,
  userId: string | null,
) {
  await page.evaluate(
    ({ data }) => {
      localStorage.setItem('assessmentData', JSON.stringify(data));
      localStorage.setItem(
        'assessment_data',
        JSON.stringify({ responses: data.responses, score: data.score }),
      );
    },
    {
      data: {
        userId,
        assessmentType: plan.type,
        responses: plan.responses,
        score: plan.score,
        assessmentResultId,
        email: '',
        anonymous: true,
      },
    },
  );
}

export function shareData(
  type: AssessmentType,
  score: number,
  date = new Date('2025-03-30T10:00:00Z'),
  parts: AudhdParts | null = null,
): string {
  return encodeSharePayload(createSharePayload(type, score, date, parts));
}

/** Base64 of any JSON value, for links the app itself would never make. */
export function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** A toast with this title and description (the toast list, not its screen-reader announcement). */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toasts = toastList(page);
  await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  await expect(toasts.getByText(description, { exact: true })).toBeVisible();
}
