import type { APIRequestContext, Locator } from '@playwright/test';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import {
  COMPARISON_CAVEAT,
  COMPARISON_PENDING,
  COMPARISON_PRIVACY,
  COMPARISON_TITLE,
  MIN_TAKERS,
} from '../../src/domain/comparison/taker-comparison.ts';
import {
  createResultThroughApi,
  expectResultsFor,
  planAnswers,
  storeClientData,
} from './support/assessments.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// The e2e server looks for a new snapshot on every call and may take one at once, of results of any age
// (playwright.config.ts), so the page can be checked before and after the seeding without waiting out a day.

const TYPE = 'dyspraxia';
const QUESTIONS = getQuestions(TYPE);

/** Consistent answers leaning `lean` steps towards the traits: neither the same throughout nor contradictory. */
const variedPlan = (lean: number) =>
  planAnswers(TYPE, (index) => {
    const towards = Math.min(4, Math.max(0, lean + (index % 2)));
    return QUESTIONS[index]?.reverse ? 4 - towards : towards;
  });

/** Stores one result for each of `count` new visitors, each with a cookie of their own, as different people would. */
async function seedVisitors(newVisitor: () => Promise<APIRequestContext>, count: number): Promise<void> {
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async (_, offset) => {
      const visitor = await newVisitor();
      try {
        const { csrfToken } = await (await visitor.get('/api/csrf-token')).json();
        const plan = variedPlan((start + offset) % 4);
        const response = await visitor.post('/api/assessment-results', {
          headers: { 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
          data: { email: null, assessmentType: TYPE, responses: plan.responses, score: 0 },
        });
        expect(response.status()).toBe(201);
      } finally {
        await visitor.dispose();
      }
    });
    await Promise.all(batch);
  }
}

async function saveScreenshot(section: Locator, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await section.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });
}

test('the results page shows where the score stands among other takers once 200 people took it, not before', async ({
  consentedPage: page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const plan = variedPlan(2);
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await page.goto(`/results?assessmentResultId=${id}`);
  await expectResultsFor(page, plan);

  const section = page.getByRole('region', { name: COMPARISON_TITLE });
  await expect(section).toContainText(COMPARISON_PENDING);
  await expect(section).not.toContainText('scored lower than you');
  await expectNoAxeViolations(page);

  await seedVisitors(() => playwright.request.newContext({ baseURL }), MIN_TAKERS);
  await page.reload();
  await expectResultsFor(page, plan);
  await expect(section).not.toContainText(COMPARISON_PENDING);
  // A range of a fifth of takers from a blurred snapshot (docs/decisions/028-private-comparison.md).
  const figure = section.getByText(
    /^(Between \d+% and \d+%|Fewer than 20%|More than 80%) of people who took this assessment here scored lower than you\.$/,
  );
  await expect(figure).toBeVisible();
  await expect(section).toContainText(COMPARISON_CAVEAT);
  await expect(section).toContainText(COMPARISON_PRIVACY);
  await expect(section).toContainText(
    /Based on about \d[\d,]* results, counted on \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );

  await expectNoAxeViolations(page);
  await saveScreenshot(section, 'results-comparison');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(section, 'results-comparison-mobile');
});
