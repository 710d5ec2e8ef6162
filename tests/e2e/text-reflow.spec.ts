import type { Page } from '@playwright/test';
import { READING_PREFERENCES_KEY } from '../../src/client/features/reading-preferences/preference-storage.ts';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { shareData } from './support/assessments.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectFilledIn, expectLive, test } from './support/fixtures.ts';

// Issue 29, part 1: at the site's largest text (200 %) with the widest spacing, every word of every public page
// can be read on a 320 px and a 390 px phone. A word cut off at an edge that clips (overflow hidden) scrolls
// nowhere, so the check is on each line of text against the screen and against every box that clips it.

const LARGEST_TEXT = { 'text-size': '200', spacing: 'widest' };

/**
 * Every line of visible text that does not fit: past the screen's left or right edge, or past the edge of an
 * ancestor that clips what overflows it. Plus the page itself scrolling sideways. Text meant for screen readers
 * only (clipped to one pixel) and slides a carousel keeps out of view (hidden from everyone) are not read.
 */
function findCutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screenWidth + 1) {
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${screenWidth} px)`,
      );
    }
    const isOutOfReading = (element: Element) =>
      element.closest('[aria-hidden="true"], [inert], .sr-only') !== null ||
      getComputedStyle(element).visibility === 'hidden';
    const clippingBoxes = (element: Element) => {
      const boxes: DOMRect[] = [];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') boxes.push(parent.getBoundingClientRect());
      }
      return boxes;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || isOutOfReading(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0 && line.height > 0);
      if (lines.length === 0) continue;
      const boxes = clippingBoxes(element);
      for (const line of lines) {
        const edges = [{ left: 0, right: screenWidth }, ...boxes];
        const cut = edges.some((box) => line.left < box.left - 1 || line.right > box.right + 1);
        if (cut) {
          problems.push(
            `"${text.slice(0, 40)}" in <${element.tagName.toLowerCase()}> spans ${Math.round(line.left)}..${Math.round(line.right)} px`,
          );
          break;
        }
      }
    }
    return problems;
  });
}

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
