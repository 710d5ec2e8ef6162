import type { Page } from '@playwright/test';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const carousel = (page: Page) => page.getByRole('region', { name: 'Illustrative stories' });
const dots = (page: Page) => carousel(page).getByRole('button', { name: /^Show stories/ });
const activeDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');

/** Takes pointer and focus off the carousel, which would otherwise pause it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the home page presents the benefits, the six assessments, how it works and the disclaimer', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeVisible();
  for (const benefit of [
    'A comprehensive suite of research-based assessments',
    'Instant results, in minutes',
    'Shareable reports',
    'No account or name needed. We link your answers to your e-mail only if you buy a report.',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expect(page.getByText('100% confidential')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
    'href',
    '/privacy-policy#information-we-collect',
  );
  await expect(page.getByRole('link', { name: 'Start Comprehensive Assessment' })).toHaveAttribute(
    'href',
    '/assessment/audhd',
  );
  await expect(page.getByText('Complete Report 29.99 EUR incl. VAT')).toBeVisible();

  const grid = page.getByRole('region', { name: 'Choose Your Assessment' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const [index, assessment] of ASSESSMENTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3, name: assessment.shortName })).toBeVisible();
    await expect(card).toContainText(`${assessment.duration} · ${assessment.questionCount} questions`);
    await expect(card).toContainText(assessment.description);
    await expect(
      card.getByRole('link', { name: 'Research-Based: what the questions are based on' }),
    ).toHaveAttribute('href', '#research-basis');
    await expect(card.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      `/assessment/${assessment.id}`,
    );
  }

  const how = page.getByRole('region', { name: 'How It Works' });
  await expect(how.getByRole('listitem')).toHaveCount(3);
  for (const step of ['Take the assessment', 'Get preliminary insights', 'Unlock detailed report']) {
    await expect(how.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Important disclaimer' })).toBeVisible();
  await expect(page.getByText('These assessments are not diagnostic tools.', { exact: false })).toBeVisible();

  const stories = page.getByRole('region', { name: 'Why wait years for clarity?' });
  await expect(stories.getByText('Illustrative stories', { exact: true })).toBeVisible();
  await expect(page.getByText('Real people, real stories')).toHaveCount(0);
  for (const marker of ['No registry', 'Late diagnosis friendly', 'Skip long waiting lists']) {
    await expect(stories.getByText(marker, { exact: true })).toBeVisible();
  }
  await expect(stories.getByText('These are not reviews from real users.', { exact: false })).toBeVisible();
  await stories.scrollIntoViewIfNeeded();
  await expect(dots(page)).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('a Research-Based badge leads, by keyboard, to what the questions are based on', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  const badge = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'ADHD Traits', exact: true }) })
    .getByRole('link', { name: 'Research-Based: what the questions are based on' });
  await badge.focus();
  await expect(badge).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/#research-basis$/);
  const section = page.getByRole('region', { name: 'What the questions are based on' });
  await expect(section).toBeInViewport();
  await expect(section).toContainText('not a validated instrument');
  await expect(section).toContainText('our own wording');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeAttached();
  await expectNoAxeViolations(page);
});

test('the data point of the benefits leads to the privacy policy section on what we collect', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How we handle your data' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#information-we-collect$/);
  await expect(page.getByRole('heading', { name: /Information We Collect/ })).toBeInViewport();
});

test('a card leads to its assessment', async ({ consentedPage: page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Assessment for ADHD Traits' }).click();
  await expect(page).toHaveURL(/\/assessment\/adhd$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attention & Focus Traits' })).toBeVisible();
});

test('the carousel dots jump to the groups of three, and the active dot follows', async ({
  consentedPage: page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no auto-advance while the dots are checked
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(dots(page)).toHaveCount(3);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
  await dots(page).nth(2).click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 7 to 9');
  await dots(page).nth(1).click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 4 to 6');
  // From 640px a step is three slides.
  await carousel(page).getByRole('button', { name: 'Next story' }).click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 7 to 9');
  await carousel(page).getByRole('button', { name: 'Next story' }).click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
});

test('below 640px a step is one slide, and the active dot is the selected slide divided by 3', async ({
  consentedPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  const next = carousel(page).getByRole('button', { name: 'Next story' });
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
  await next.click();
  await next.click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
  await next.click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 4 to 6');
  await dots(page).nth(2).click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 7 to 9');
  const card = carousel(page).getByRole('group', { name: '7 of 9' }).getByRole('figure');
  expect((await card.boundingBox())?.width).toBeGreaterThanOrEqual(300);
  await expectNoAxeViolations(page);
});

// The carousel's timers run on Playwright's clock, held still once the carousel is there: time then moves only
// by `runFor`, at once (waiting out the real seconds took 24 s of every run), and exactly as far as the test says.
const AUTO_ADVANCE_MS = 5_000;

async function openWithHeldClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Back to the first group (on a slow start it may have moved on already), then hands off: the interval starts
  // anew at this held moment.
  await dots(page).first().click();
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
  await leaveCarousel(page);
}

test('the carousel advances every 5 seconds until paused with its button', async ({
  consentedPage: page,
}) => {
  await openWithHeldClock(page);
  // The interval started at this moment, so one period is exactly one step.
  await page.clock.runFor(AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 4 to 6');

  await carousel(page).getByRole('button', { name: 'Pause automatic slide changes' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play automatic slide changes' })).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(3 * AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 4 to 6');

  await carousel(page).getByRole('button', { name: 'Play automatic slide changes' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 7 to 9');
});

test('the carousel holds still while hovered or focused', async ({ consentedPage: page }) => {
  await openWithHeldClock(page);
  await carousel(page).getByRole('group', { name: '2 of 9' }).hover();
  await page.clock.runFor(3 * AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');

  await page.mouse.move(0, 0);
  await carousel(page).getByRole('button', { name: 'Next story' }).focus();
  await page.clock.runFor(3 * AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');

  // Let go of both, and it moves on: what held it still was the hover and the focus.
  await leaveCarousel(page);
  await page.clock.runFor(AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 4 to 6');
});

test('with reduced motion the carousel never moves by itself', async ({ consentedPage: page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithHeldClock(page);
  await expect(carousel(page).getByRole('button', { name: 'Play automatic slide changes' })).toBeVisible();
  await page.clock.runFor(3 * AUTO_ADVANCE_MS);
  await expect(activeDot(page)).toHaveAccessibleName('Show stories 1 to 3');
});
