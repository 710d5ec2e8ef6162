import type { Locator, Page } from '@playwright/test';
import { createResultThroughApi, planAnswers, storeClientData } from './support/assessments.ts';
import { expect, expectLive, test } from './support/fixtures.ts';
import { BOTH_SCREENS } from './support/screen-sizes.ts';

// Issue 18, parts 2, 3 and 5: reading preferences, kept in this browser and applied before the first paint.

const STORAGE_KEY = 'reading-preferences';

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Reading preferences' }).click();
  const panel = page.getByRole('dialog', { name: 'Reading preferences' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Chooses an option of the panel with the keyboard, as a keyboard user would. (A click works as well, but each
 * choice can reflow the panel under the pointer, as larger text and wider spacing do.)
 */
async function choose(panel: Locator, name: string) {
  const option = panel.getByRole('radio', { name, exact: true });
  await option.focus();
  await option.press('Space');
  await expect(option).toBeChecked();
}

/** What the page looks like: the page's background and text colours, the root's font size and the body's font. */
const looks = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.documentElement).color,
    fontSize: getComputedStyle(document.documentElement).fontSize,
    font: getComputedStyle(document.body).fontFamily,
    letterSpacing: getComputedStyle(document.body).letterSpacing,
  }));

/**
 * Holds every script of the app (/assets/*.js) until `release` is called, so the test sees the page as the browser
 * first paints it, before any of the app has run. boot.js is not held: it is what applies the preferences.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const size of BOTH_SCREENS) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('choices apply at once, are there before the first paint after a reload, and survive navigation', async ({
      consentedPage: page,
    }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      await expectLive(page, 'main h1');
      const standard = await looks(page);

      const panel = await openPanel(page);
      await choose(panel, 'Dark');
      await choose(panel, 'Larger (150%)');
      await choose(panel, 'Widest');
      await choose(panel, 'Verdana (wide)');
      await choose(panel, 'Cream');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      // Focus goes back to the button that opened the panel.
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Reading preferences' }),
      ).toBeFocused();

      const chosen = await looks(page);
      expect(chosen.background).not.toBe(standard.background);
      expect(chosen.text).not.toBe(standard.text);
      expect(chosen.fontSize).toBe('24px');
      expect(chosen.font).toContain('Verdana');
      expect(Number.parseFloat(chosen.letterSpacing)).toBeCloseTo(24 * 0.12, 1);

      // A reload with the app held back: the page as first painted already wears the choices.
      const release = await holdTheApp(page);
      await page.reload({ waitUntil: 'commit' });
      await page.locator('#page-end').waitFor({ state: 'attached' });
      expect(await looks(page)).toEqual(chosen);
      const firstPaint = await page.screenshot();
      release();
      await expectLive(page, 'main h1');
      await page.unroute(/\/assets\/.+\.js$/);
      expect(await looks(page)).toEqual(chosen);
      // Nothing moved or changed colour when the app took the page over.
      expect((await page.screenshot()).equals(firstPaint)).toBe(true);

      // Another page in the app, and another page loaded afresh.
      await page.getByRole('banner').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
      expect(await looks(page)).toEqual(chosen);
      await page.goto('/terms');
      expect(await looks(page)).toEqual(chosen);
    });
  });
}

test('a page the browser renders itself (results) also has the choices before the app runs', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('asd', () => 2);
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ theme: 'dark', tint: 'blue' })),
    STORAGE_KEY,
  );

  const release = await holdTheApp(page);
  // Not 'domcontentloaded': that waits for the app's (held) module scripts.
  await page.goto(`/results?assessmentResultId=${id}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const beforeTheApp = await looks(page);
  expect(beforeTheApp.background).toBe('rgb(18, 26, 36)');
  release();
  await expect(page.getByRole('heading', { name: 'Your Assessment Results' })).toBeVisible();
  expect(await looks(page)).toEqual(beforeTheApp);
});

test('the dark theme follows the system unless the panel says otherwise', async ({ consentedPage: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const dark = await looks(page);
  expect(dark.background).toBe('rgb(18, 20, 23)');

  await expectLive(page, 'main h1');
  const panel = await openPanel(page);
  await choose(panel, 'Light');
  expect((await looks(page)).background).toBe('rgb(250, 248, 245)');
  await choose(panel.getByRole('group', { name: 'Theme' }), 'As my device');
  expect((await looks(page)).background).toBe(dark.background);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
});

test('stored values that are not choices are ignored and dropped at the next save', async ({
  consentedPage: page,
}) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({ theme: 'neon', 'text-size': '999', tint: 'green', '<x>': 'y' }),
      );
    }
  }, STORAGE_KEY);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectLive(page, 'main h1');
  const shown = await looks(page);
  expect(shown.fontSize).toBe('16px');
  expect(shown.background).toBe('rgb(227, 241, 228)');

  const panel = await openPanel(page);
  await expect(panel.getByRole('radio', { name: 'Green' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Standard' }).first()).toBeChecked();
  await choose(panel, 'Atkinson Hyperlegible');
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? '')).toEqual({
    tint: 'green',
    font: 'atkinson',
  });
  expect((await looks(page)).font).toContain('Atkinson Hyperlegible');
  // The site serves the typeface itself (font-src 'self').
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('16px "Atkinson Hyperlegible"')).map((face) => face.status),
  );
  expect(faces).toContain('loaded');
});

test('"Reduce motion" stops the carousel and transitions for a visitor whose system setting is off', async ({
  consentedPage: page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await expectLive(page, 'main h1');
  const carouselButton = page.getByRole('button', { name: /automatic slide changes/ });
  await expect(carouselButton).toHaveText(/Pause/);

  // The panel from the assessment screen (its header's button: the question has none of its own) is the same panel.
  await page.goto('/assessment/asd');
  await expectLive(page, 'main h1');
  await expect(page.getByRole('button', { name: 'Reading preferences' })).toHaveCount(1);
  const preferencesButton = page.getByRole('banner').getByRole('button', { name: 'Reading preferences' });
  await preferencesButton.click();
  await choose(page.getByRole('dialog'), 'Reduce motion');
  await page.keyboard.press('Escape');
  await expect(preferencesButton).toBeFocused();
  const transition = await page
    .getByRole('button', { name: 'Next' })
    .evaluate((button) => getComputedStyle(button).transitionDuration);
  expect(Number.parseFloat(transition)).toBeLessThan(0.001);

  await page.goto('/');
  await expectLive(page, 'main h1');
  await expect(carouselButton).toHaveText(/Play/);
});
