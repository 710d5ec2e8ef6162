import { createResultThroughApi, planAnswers, storeClientData } from './support/assessments.ts';
import { expect, expectFilledIn, expectLive, test } from './support/fixtures.ts';
import { COMPUTER_SCREEN, PHONE_SCREEN } from './support/screen-sizes.ts';

// Issue 18: the light, dark and tinted looks of the home page, a question and the results, at both sizes, kept in
// docs/screenshots/ (comfort-<page>-<look>-<size>.png).

const LOOKS = [
  { name: 'light', colorScheme: 'light', stored: null },
  { name: 'dark', colorScheme: 'dark', stored: null },
  { name: 'cream', colorScheme: 'light', stored: { tint: 'cream', font: 'atkinson', spacing: 'wider' } },
] as const;

test.describe.configure({ timeout: 180_000 });

for (const size of [
  { name: 'mobile', use: PHONE_SCREEN },
  { name: 'desktop', use: COMPUTER_SCREEN },
]) {
  test.describe(size.name, () => {
    test.use(size.use);

    test(`screenshots of the light, dark and tinted looks (${size.name})`, async ({
      consentedPage: page,
    }) => {
      const plan = planAnswers('asd', (index) => (index % 2 === 0 ? 3 : 1));
      const { id, userId } = await createResultThroughApi(page, plan);
      await storeClientData(page, plan, id, userId);
      const pages = [
        { name: 'home', path: '/', ready: 'main h1' },
        { name: 'question', path: '/assessment/dyslexia', ready: 'main h1' },
        { name: 'results', path: `/results?assessmentResultId=${id}`, ready: 'main h1' },
      ];
      for (const look of LOOKS) {
        await page.emulateMedia({ colorScheme: look.colorScheme, reducedMotion: 'reduce' });
        await page.evaluate((stored) => {
          if (stored) localStorage.setItem('reading-preferences', JSON.stringify(stored));
          else localStorage.removeItem('reading-preferences');
        }, look.stored);
        for (const shown of pages) {
          await page.goto(shown.path);
          await expectLive(page, shown.ready);
          await expect(page.locator(shown.ready)).toBeVisible();
          await expectFilledIn(page);
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: `docs/screenshots/comfort-${shown.name}-${look.name}-${size.name}.png`,
            animations: 'disabled',
          });
        }
      }
    });
  });
}
