import { LEVEL_LABELS } from '../../src/domain/assessments/levels.ts';
import { answerPatternNotes, howToReadTheBands } from '../../src/domain/messages/en/result-words.ts';
import { answerWithMouse, expectResultsFor, planAnswers, shareData } from './support/assessments.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const SAME_ANSWER_NOTE = answerPatternNotes['same-answer'];
const CONTRADICTORY_NOTE = answerPatternNotes.contradictory;

// The first version's asd ranges called "Disagree" to every statement Significant Alignment; the bands now follow the
// average answer per item (docs/decisions/011-score-bands.md).
test('asd answered Disagree throughout is never Significant, and the page says how to read the bands', async ({
  consentedPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = planAnswers('asd', () => 1);
  await page.goto('/assessment/asd');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);

  const insights = page.getByRole('region', { name: 'Preliminary insights' });
  // The legend names every band; the figure says which one the score is in.
  await expect(insights.getByRole('figure', { name: /^Your score/ })).not.toContainText(
    `in the ${LEVEL_LABELS.high} range`,
  );
  expect([LEVEL_LABELS.low, LEVEL_LABELS.medium]).toContain(plan.levelLabel);
  await expect(insights.getByText(howToReadTheBands)).toBeVisible();
  await expect(insights.getByText(SAME_ANSWER_NOTE)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('varied answers get no note about answering the same throughout', async ({ consentedPage: page }) => {
  test.setTimeout(60_000);
  const plan = planAnswers('adhd', (index) => index % 5);
  await page.goto('/assessment/adhd');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);
  const insights = page.getByRole('region', { name: 'Preliminary insights' });
  await expect(insights.getByText(howToReadTheBands)).toBeVisible();
  await expect(page.getByText(SAME_ANSWER_NOTE)).toHaveCount(0);
  await expect(page.getByText(CONTRADICTORY_NOTE)).toHaveCount(0);
});

// Issue 25, item 4: agreeing with everything, reverse-keyed statements included, is read as a pattern, not a level.
test('answers of only Agree and Strongly Agree get the gentle note about statements that point opposite ways', async ({
  consentedPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = planAnswers('dyslexia', (index) => 3 + (index % 2));
  await page.goto('/assessment/dyslexia');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);
  const insights = page.getByRole('region', { name: 'Preliminary insights' });
  await expect(insights.getByText(CONTRADICTORY_NOTE)).toBeVisible();
  await expect(page.getByText(SAME_ANSWER_NOTE)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a shared summary says how to read the bands', async ({ page }) => {
  await page.goto(`/shared-results?data=${encodeURIComponent(shareData('asd', 36))}`);
  await expect(page.getByRole('figure', { name: /^Score/ })).toContainText(
    `in the ${LEVEL_LABELS.medium} range`,
  );
  await expect(page.getByText(howToReadTheBands)).toBeVisible();
  await expectNoAxeViolations(page);
});
