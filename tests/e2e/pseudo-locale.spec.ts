import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { shareData } from './support/assessments.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { findCutText } from './support/cut-text.ts';
import { expect, expectFilledIn, expectLive, test } from './support/fixtures.ts';
import { turnIntoPseudoLocale } from './support/pseudo-locale.ts';
import { BOTH_SCREENS } from './support/screen-sizes.ts';

// Issue 28: every language the site is translated into runs longer than English, and each is laid out by the same
// pages. In a pseudo-locale (every word accented and half as long again: a line about 40 % longer), no text on any
// public page is cut off or spills past the screen, on a phone and on a computer, and neither does what opens on them.

for (const { name, use } of BOTH_SCREENS) {
  test.describe(`in a pseudo-locale 40 % longer than English, ${name}`, () => {
    test.use(use);

    test('no word is cut off on any public page, nor in what opens on them', async ({ page }) => {
      test.setTimeout(180_000);
      // A new visitor, so the cookie banner is measured on every page too.
      const result = await createStoredResult(page, 'audhd');
      const problems: string[] = [];
      const check = async (where: string) =>
        problems.push(...(await findCutText(page)).map((problem) => `${where}: ${problem}`));

      await page.goto('/');
      await expectLive(page, 'main h1');
      const english = (await page.locator('main h1').textContent()) ?? '';
      await turnIntoPseudoLocale(page);
      // The words are the pseudo-locale's: accented, and at least a third longer than the English.
      const pseudo = (await page.locator('main h1').textContent()) ?? '';
      expect(pseudo).not.toBe(english);
      expect(pseudo.length).toBeGreaterThan(english.length * 1.33);
      await saveDocsScreenshot(page, `pseudo-locale-home-${use.viewport.width}`, { fullPage: false });
      await check('/');

      for (const path of [
        ...ASSESSMENTS.map((assessment) => `/assessment/${assessment.id}`),
        '/assessment/audhd/30',
        `/results?assessmentResultId=${result.id}`,
        '/results',
        `/shared-results?data=${encodeURIComponent(shareData('adhd', 12))}`,
        '/privacy-policy',
        '/terms',
        '/referral-program',
        '/your-data',
        '/standard-payment',
        '/do-not-invite',
        '/no-such-page',
      ]) {
        await page.goto(path);
        await expectLive(page, 'main h1');
        await turnIntoPseudoLocale(page);
        await expectFilledIn(page);
        await check(path);
      }

      // What opens on a page: the language menu and the cookie settings.
      await page.getByRole('banner').locator('details summary').click();
      await check('the language menu');
      await page.getByRole('contentinfo').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the cookie settings');

      expect(problems).toEqual([]);
    });
  });
}
