import type { Locator, Page } from '@playwright/test';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { scoreResponses } from '../../src/domain/assessments/scoring.ts';
import {
  buildTakerComparison,
  COMPARISON_CAVEAT,
  COMPARISON_PENDING,
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

// The e2e server recounts on every call (COMPARISON_REFRESH_SECONDS=0 in playwright.config.ts), so the page can
// be checked before and after the seeding without waiting out the 10-minute cache.

const TYPE = 'dyspraxia';

/** Answer sets whose scores lie on both sides of the visitor's Neutral-throughout score. */
const SEED_PATTERNS = [0, 1, 3, 4].map((value) => planAnswers(TYPE, () => value));

async function seedResults(page: Page, count: number): Promise<number[]> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const scores: number[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, offset) => {
      const plan = SEED_PATTERNS[(start + offset) % SEED_PATTERNS.length]!;
      scores.push(plan.score);
      return page.request.post('/api/assessment-results', {
        headers: { 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
        data: { email: null, assessmentType: TYPE, responses: plan.responses, score: 0 },
      });
    });
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
  }
  return scores;
}

async function saveScreenshot(section: Locator, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await section.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });
}

test('the results page shows where the score stands among other takers once 200 results exist, not before', async ({
  consentedPage: page,
}) => {
  test.setTimeout(90_000);
  const plan = planAnswers(TYPE, () => 2);
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await page.goto(`/results?assessmentResultId=${id}`);
  await expectResultsFor(page, plan);

  const section = page.getByRole('region', { name: COMPARISON_TITLE });
  await expect(section).toContainText(COMPARISON_PENDING);
  await expect(section).not.toContainText('scored lower than you');
  await expectNoAxeViolations(page);

  const seeded = await seedResults(page, MIN_TAKERS - 1);
  await page.reload();
  await expectResultsFor(page, plan);
  await expect(section).not.toContainText(COMPARISON_PENDING);
  const figure = section.getByText(
    /^About \d+% of people who took this assessment here scored lower than you\./,
  );
  await expect(figure).toBeVisible();
  await expect(section).toContainText(COMPARISON_CAVEAT);
  await expect(section).toContainText(/Based on about \d[\d,]* results, updated every 10 minutes\./);

  // What the seeded results and the visitor's own make; other journeys running in parallel may add a few
  // results of this assessment, which can move the figure by a point or two.
  const histogram = new Array<number>(4 * getQuestions(TYPE).length + 1).fill(0);
  for (const score of [...seeded, scoreResponses(TYPE, plan.responses)]) histogram[score]! += 1;
  const expected = buildTakerComparison(histogram, plan.score);
  if (!expected.available) throw new Error('the seeded results should be enough for a comparison');
  const shown = Number((await figure.textContent())?.match(/About (\d+)%/)?.[1]);
  expect(Math.abs(shown - expected.shareLower)).toBeLessThanOrEqual(2);

  await expectNoAxeViolations(page);
  await saveScreenshot(section, 'results-comparison');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(section, 'results-comparison-mobile');
});
