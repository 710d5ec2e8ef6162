import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { STRAIN_ANSWER, STRAIN_ITEMS } from '../../src/domain/assessments/strain.ts';
import {
  answerWithMouse,
  createResultThroughApi,
  expectResultsFor,
  planAnswers,
  storeClientData,
} from './support/assessments.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// Issue 19, item 6: answers that point to high strain bring a calm box with where to get help now; other
// answers do not. The box never blocks the page.

const strainIds = (type: 'spd' | 'asd') => new Set(STRAIN_ITEMS[type].map((item) => item.id));

/** Strongly Agree on the strain items of `type`, `others` everywhere else. */
function strainedPlan(type: 'spd' | 'asd', others: number) {
  const ids = strainIds(type);
  const questions = getQuestions(type);
  return planAnswers(type, (index) => (ids.has(questions[index]?.id ?? '') ? STRAIN_ANSWER : others));
}

const supportBox = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'If things feel like a lot right now' });

test('Strongly Agree on the overload items shows the help box with 112, and a country can be chosen', async ({
  consentedPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = strainedPlan('spd', 2);
  await page.goto('/assessment/spd');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);

  const box = supportBox(page);
  await expect(box).toBeVisible();
  await expect(box).toContainText('This site is not an emergency service');
  await expect(box.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  // The test browser speaks en-US, so no country is guessed: 112 alone until one is chosen.
  await expect(box.getByLabel('Your country')).toHaveValue('');
  await box.getByLabel('Your country').selectOption({ label: 'Ireland' });
  await expect(box).toContainText('Samaritans');
  await expect(box.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  await box.getByLabel('Your country').selectOption({ label: 'United Kingdom' });
  await expect(box.getByRole('link', { name: '999' })).toBeVisible();
  // Never blocking: the rest of the page stays in reach.
  await expect(page.getByRole('button', { name: 'Download Full Report' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('answers without strain show no help box', async ({ consentedPage: page }) => {
  test.setTimeout(60_000);
  // Agree throughout: many traits, but no item about overload or recovery at Strongly Agree.
  const plan = planAnswers('spd', () => 3);
  await page.goto('/assessment/spd');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);
  await expect(page.getByRole('heading', { name: 'Strengths you may recognise' })).toBeVisible();
  // The box is fetched only when needed; once the page is idle it would have arrived.
  await page.waitForLoadState('networkidle');
  await expect(supportBox(page)).toHaveCount(0);
});

test.describe('in a browser set to Austrian German', () => {
  test.use({ locale: 'de-AT' });

  test('the box starts with Austria’s line', async ({ consentedPage: page }) => {
    const plan = strainedPlan('asd', 1);
    const { id, userId } = await createResultThroughApi(page, plan);
    await storeClientData(page, plan, id, userId);
    await page.goto(`/results?assessmentResultId=${id}`);
    await expectResultsFor(page, plan);
    const box = supportBox(page);
    await expect(box.getByLabel('Your country')).toHaveValue('AT');
    await expect(box).toContainText('TelefonSeelsorge');
    await expect(box.getByRole('link', { name: '142' })).toHaveAttribute('href', 'tel:142');
    await expectNoAxeViolations(page);
  });
});
