import { READING_PREFERENCES_KEY } from '../../src/client/features/reading-preferences/preference-storage.ts';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { shareData } from './support/assessments.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { findCutText } from './support/cut-text.ts';
import { expect, expectFilledIn, expectLive, test } from './support/fixtures.ts';

// Issue 29, part 1: at the site's largest text (200 %) with the widest spacing, every word of every public page
// can be read on a 320 px and a 390 px phone. A word cut off at an edge that clips (overflow hidden) scrolls
// nowhere, so the check is on each line of text against the screen and against every box that clips it.

const LARGEST_TEXT = { 'text-size': '200', spacing: 'widest' };

const SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.width} px phone at 200 % text with the widest spacing`, () => {
    test.use({ viewport: screen, hasTouch: true, isMobile: true });

    test('no word is cut off on any public page', async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript(
        ({ key, preferences }) => localStorage.setItem(key, JSON.stringify(preferences)),
        { key: READING_PREFERENCES_KEY, preferences: LARGEST_TEXT },
      );
      // A new visitor, so the cookie banner is measured on every page too.
      const result = await createStoredResult(page, 'audhd');
      const pages = [
        '/',
        ...ASSESSMENTS.map((assessment) => `/assessment/${assessment.id}`),
        '/assessment/audhd/30',
        `/results?assessmentResultId=${result.id}`,
        '/results',
        `/shared-results?data=${encodeURIComponent(shareData('adhd', 12))}`,
        '/shared-results?data=broken',
        '/privacy-policy',
        '/terms',
        '/referral-program',
        '/your-data',
        '/standard-payment',
        '/payment',
        '/do-not-invite',
        '/no-such-page',
        // German's words are longer (Verarbeitungsstörung): its assessment screen, the part that is German so far.
        ...ASSESSMENTS.map((assessment) => `/de/assessment/${assessment.id}`),
        '/de/',
      ];
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expectLive(page, 'main h1');
        await expect(page.locator('main h1')).toBeVisible();
        await expectFilledIn(page);
        problems.push(...(await findCutText(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('phone pictures at 200 % text', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the home page, the combined assessment and results, for the docs', async ({
    consentedPage: page,
  }) => {
    await page.addInitScript(
      ({ key, preferences }) => localStorage.setItem(key, JSON.stringify(preferences)),
      { key: READING_PREFERENCES_KEY, preferences: { 'text-size': '200' } },
    );
    const result = await createStoredResult(page, 'audhd');
    for (const [path, name] of [
      ['/', 'home-mobile-200'],
      ['/assessment/audhd', 'assessment-audhd-mobile-200'],
      [`/results?assessmentResultId=${result.id}`, 'results-mobile-200'],
    ] as const) {
      await page.goto(path);
      await expectLive(page, 'main h1');
      await expectFilledIn(page);
      expect(await findCutText(page), path).toEqual([]);
      // The first screen: what a reader at this size meets, without a picture many screens long.
      await saveDocsScreenshot(page, name, { fullPage: false });
    }
  });
});
