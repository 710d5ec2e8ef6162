import type { Page } from '@playwright/test';
import { getInsights } from '../../src/domain/assessments/all-insights.ts';
import { LEVEL_LABELS } from '../../src/domain/assessments/levels.ts';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { createResultThroughApi, planAnswers, storeClientData } from './support/assessments.ts';
import { expect, expectLive, test } from './support/fixtures.ts';
import { BOTH_SCREENS } from './support/screen-sizes.ts';
import { speechLog, standInForSpeech } from './support/speech.ts';

// Issue 18, part 4: read-aloud with the browser's own speech synthesis, replaced by the stand-in of
// support/speech.ts, which records what the page asks it to say.

const highlighted = (page: Page) =>
  page.evaluate(() =>
    CSS.highlights.get('read-aloud') ? String([...CSS.highlights.get('read-aloud')!][0]) : null,
  );

const FIRST_QUESTION = getQuestions('spd')[0];
const SECOND_QUESTION = getQuestions('spd')[1];
const LIKERT = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'];

for (const size of BOTH_SCREENS) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('reads the question and its answers aloud, marks the sentence, pauses and stops, and never answers', async ({
      consentedPage: page,
    }) => {
      await standInForSpeech(page, { hasVoices: true });
      await page.goto('/assessment/spd');
      await expectLive(page, 'main h1');
      await page.getByRole('radio', { name: 'Agree', exact: true }).check();

      await page.getByRole('button', { name: 'Read the question aloud' }).click();
      await expect
        .poll(async () => (await speechLog(page)).spoken)
        .toEqual([FIRST_QUESTION?.text, ...LIKERT]);
      expect(await highlighted(page)).toBe(FIRST_QUESTION?.text);
      await page.evaluate(() => (window as unknown as { finishSentence: () => void }).finishSentence());
      await expect.poll(() => highlighted(page)).toBe('Strongly Disagree');

      await page.getByRole('button', { name: 'Pause' }).click();
      expect((await speechLog(page)).isPaused).toBe(true);
      await page.getByRole('button', { name: 'Resume' }).click();
      expect((await speechLog(page)).isPaused).toBe(false);
      await page.getByRole('button', { name: 'Stop' }).click();
      expect((await speechLog(page)).isSpeaking).toBe(false);
      await expect.poll(() => highlighted(page)).toBeNull();
      await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();

      // Reading changed nothing: the answer chosen before is the only one.
      await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    });

    test('reads at the chosen speed, reads each new question when asked, and stops when the page changes', async ({
      consentedPage: page,
    }) => {
      await standInForSpeech(page, { hasVoices: true });
      await page.goto('/assessment/spd');
      await expectLive(page, 'main h1');
      await page.getByRole('button', { name: 'Read the question aloud' }).click();
      await page.getByLabel('Speed').selectOption('1.25');
      await page.getByLabel('Read each new question aloud').check();

      await page.getByRole('radio', { name: 'Neutral', exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(async () => (await speechLog(page)).spoken).toContain(SECOND_QUESTION?.text);
      const { spoken, rates } = await speechLog(page);
      expect(rates[spoken.lastIndexOf(SECOND_QUESTION?.text ?? '')]).toBe(1.25);

      // Leaving the assessment stops the reading at once.
      const cancelsBefore = (await speechLog(page)).cancels;
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(cancelsBefore);
      expect((await speechLog(page)).isSpeaking).toBe(false);
      await expect.poll(() => highlighted(page)).toBeNull();

      // The choices are remembered: the next assessment opens with the controls and the choice kept.
      await page.goto('/assessment/spd');
      await expectLive(page, 'main h1');
      await expect(page.getByLabel('Read each new question aloud')).toBeChecked();
      await expect(page.getByLabel('Speed')).toHaveValue('1.25');
    });

    test('says calmly when the browser has no voice to read with', async ({ consentedPage: page }) => {
      await standInForSpeech(page, { hasVoices: false });
      await page.goto('/assessment/spd');
      await expectLive(page, 'main h1');
      await page.getByRole('button', { name: 'Read the question aloud' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'This browser has no voice on this device' }),
      ).toBeVisible();
      expect((await speechLog(page)).spoken).toEqual([]);
    });
  });
}

test('the results page reads its summary and insights aloud', async ({ consentedPage: page }) => {
  await standInForSpeech(page, { hasVoices: true });
  const plan = planAnswers('adhd', () => 3);
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('button', { name: 'Read the summary aloud' }).click();

  const insight = getInsights(plan.type, plan.level);
  await expect.poll(async () => (await speechLog(page)).spoken[0]).toBe(LEVEL_LABELS[plan.level]);
  const said = (await speechLog(page)).spoken.join(' ');
  for (const text of [insight.summary, 'What this means', insight.whatItMeans, insight.nextStep]) {
    expect(said).toContain(text);
  }
});
