import type { Page } from '@playwright/test';
import { RETEST_NOTE } from '../../src/domain/retests/retest-comparison.ts';
import {
  answerWithMouse,
  expectResultsFor,
  planAnswers,
  skipContextQuestions,
} from './support/assessments.ts';
import { saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// Issue 27, item 1: after the last question, three optional questions for the report's clinician pages, each
// skippable with one key; on the results page again for a result without them.

const EXAMPLE = 'At work I lose track of <b>meetings</b> & "deadlines".\nEvery week.';

const question = (page: Page, number: number) =>
  page.getByRole('heading', { level: 3, name: new RegExp(`^Optional question ${number} of 3`) });

/** The stored result's context, as its owner's browser reads it through the API. */
async function storedContext(page: Page) {
  const id = new URL(page.url()).searchParams.get('assessmentResultId');
  const response = await page.request.get(`/api/assessment-results/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).context;
}

test('the context questions after an assessment: answered once, skipped with Esc on another take that shows what changed, offered again on the results page', async ({
  consentedPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = planAnswers('dyspraxia', (index) => index % 5);

  // First take: all three answered.
  await page.goto('/assessment/dyspraxia');
  await answerWithMouse(page, plan);
  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+&context=ask$/);
  await expect(page.getByText('Your answers are saved · three optional questions')).toBeVisible();
  // A new page: its heading has the focus, as on every page; each following question takes it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);
  await saveDocsScreenshot(page, 'context-questions-desktop');
  await page.getByRole('radio', { name: 'Since childhood' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(question(page, 2)).toBeFocused();
  await page.getByRole('checkbox', { name: 'Work or study' }).check();
  await page.getByRole('checkbox', { name: 'Money' }).check();
  await page
    .getByRole('group', { name: 'How much, for Money' })
    .getByRole('radio', { name: 'A little' })
    .check();
  // Work or study is ticked without "how much": the page asks for it rather than guessing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Say how much for Work or study, or untick it.')).toBeVisible();
  await expect(question(page, 2)).toBeVisible();
  await page
    .getByRole('group', { name: 'How much, for Work or study' })
    .getByRole('radio', { name: 'A great deal' })
    .check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(question(page, 3)).toBeFocused();
  const example = page.getByRole('textbox', { name: /A moment when these experiences/ });
  await example.fill(EXAMPLE);
  await expect(page.getByText(`${EXAMPLE.length} of 500 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Save my answers' }).click();

  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+$/);
  await expectResultsFor(page, plan);
  expect(await storedContext(page)).toEqual({
    onset: 'childhood',
    areas: [
      { area: 'work-or-study', impact: 'a-great-deal' },
      { area: 'money', impact: 'a-little' },
    ],
    example: EXAMPLE,
  });
  // Answered: the results page does not ask again.
  await expect(page.getByRole('heading', { name: /Context for a healthcare provider/ })).toHaveCount(0);

  // Another take in the same browser, one answer moved from Strongly Disagree to Strongly Agree: each context
  // question skipped with one key.
  const retake = planAnswers('dyspraxia', (index) => (index === 0 ? 4 : index % 5));
  await page.goto('/assessment/dyspraxia');
  await answerWithMouse(page, retake);
  await expect(question(page, 1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page, 2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question(page, 3)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/results\?assessmentResultId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectResultsFor(page, retake);
  expect(await storedContext(page)).toBeNull();

  // The retake's results say what changed since the first take (issue 27, item 4).
  const retest = page.getByRole('region', { name: 'Since your earlier take' });
  await expect(retest).toContainText('You took this assessment before, on');
  await expect(retest.getByRole('table', { name: /Each theme, then and now/ })).toBeVisible();
  await expect(
    retest.getByRole('heading', { name: 'Answers that moved by two steps or more' }),
  ).toBeVisible();
  await expect(retest.getByRole('listitem')).toHaveCount(1);
  await expect(retest.getByRole('listitem')).toContainText('Then: Strongly Disagree. Now: Strongly Agree.');
  await expect(retest).toContainText(RETEST_NOTE);
  await expectNoAxeViolations(page);
  await retest.scrollIntoViewIfNeeded();
  await saveDocsScreenshot(page, 'retest-comparison-desktop', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await retest.scrollIntoViewIfNeeded();
  await saveDocsScreenshot(page, 'retest-comparison-phone', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The results page offers them again, for as long as the result has none.
  const offer = page.getByRole('region', { name: 'Context for a healthcare provider (optional)' });
  await offer.getByRole('button', { name: 'Answer three optional questions' }).click();
  await expect(question(page, 1)).toBeFocused();
  await offer.getByRole('radio', { name: 'Only as an adult' }).check();
  await offer.getByRole('button', { name: 'Next' }).click();
  await offer.getByRole('button', { name: 'Skip this question' }).click();
  await offer.getByRole('button', { name: 'Skip this question' }).click();
  await expect(offer.getByRole('status')).toHaveText(
    'Thank you. Your answers are saved with this result, and the Complete Report quotes them.',
  );
  expect(await storedContext(page)).toEqual({ onset: 'adulthood', areas: [], example: null });
});

test('the context questions on a phone, and skipped all at once', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const plan = planAnswers('spd', () => 2);
  await page.goto('/assessment/spd');
  await answerWithMouse(page, plan);
  await expect(question(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await expect(question(page, 2)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Home' }).check();
  await page.getByRole('radio', { name: 'Quite a lot' }).check();
  await saveDocsScreenshot(page, 'context-questions-phone');
  await skipContextQuestions(page);
  await expectResultsFor(page, plan);
  expect(await storedContext(page)).toBeNull();
});
