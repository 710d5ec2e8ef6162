import type { Page } from '@playwright/test';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { answerLabel, planAnswers, questionHeading, shareData } from './support/assessments.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectFilledIn, expectLive, test } from './support/fixtures.ts';
import { COMPUTER_SCREEN, PHONE_SCREEN } from './support/screen-sizes.ts';

// Issue 18, part 1: on any screen nothing fixed or floating covers what a visitor reads or presses; the keyboard
// alone goes from the home page through the cookie banner to a result; forced colours keep the pictures.

const SIZES = [
  {
    name: 'phone',
    suffix: '-mobile',
    use: PHONE_SCREEN,
  },
  { name: 'computer', suffix: '', use: COMPUTER_SCREEN },
] as const;

/**
 * Every overlap of something fixed or sticky with a main heading, the question card, a button, a link drawn as a
 * button or a field, at every scroll position of the page (a screen at a time).
 */
function findCoveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const overlaps = new Set<string>();
    const end = document.documentElement.scrollHeight;
    for (let top = 0; top < end; top += Math.max(100, Math.floor(window.innerHeight * 0.8))) {
      window.scrollTo(0, top);
      const floating = Array.from(document.querySelectorAll('body *')).filter(
        (element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position) && isShown(element),
      );
      const targets = Array.from(
        document.querySelectorAll(
          'main h1, main [data-page-heading], main fieldset, button, a[class*="bg-"], input',
        ),
      ).filter(isShown);
      for (const cover of floating) {
        const a = cover.getBoundingClientRect();
        for (const target of targets) {
          if (cover.contains(target) || target.contains(cover)) continue;
          const b = target.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
            overlaps.add(`${name(cover)} covers ${name(target)}`);
          }
        }
      }
    }
    window.scrollTo(0, 0);
    return [...overlaps];
  });
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('nothing fixed or floating covers a heading, the question card or a control, on any public page', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // A new visitor: the cookie banner is on every page.
      const result = await createStoredResult(page, 'audhd');
      const pages = [
        '/',
        '/assessment/asd',
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
      ];
      for (const path of pages) {
        await page.goto(path);
        await expectLive(page, 'main h1');
        await expect(page.locator('main h1')).toBeVisible();
        await expectFilledIn(page);
        expect(await findCoveredControls(page), path).toEqual([]);
      }
      // A later question, after a choice was made (the footer's cookie button instead of the banner).
      await page.goto('/assessment/asd');
      await page
        .getByRole('region', { name: 'Cookies on Traitscope' })
        .getByRole('button', { name: 'Necessary Only' })
        .click();
      await page.getByRole('radio', { name: 'Agree', exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(questionHeading(page, 2, 20)).toBeFocused();
      expect(await findCoveredControls(page), '/assessment/asd/2').toEqual([]);
      await saveDocsScreenshot(page, `assessment${size.suffix}`);
      await page.goto(`/results?assessmentResultId=${result.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Assessment Results' })).toBeVisible();
      await expectFilledIn(page);
      expect(await findCoveredControls(page), 'results after a choice').toEqual([]);
      await saveDocsScreenshot(page, `results${size.suffix}`);
      await page.goto('/');
      await expectLive(page, 'main h1');
      await saveDocsScreenshot(page, `home${size.suffix}`);
    });
  });
}

test('the keyboard alone: from the home page through the cookie banner to a result, with keys 1-5 and Enter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const audhd = ASSESSMENTS.find((assessment) => assessment.id === 'audhd')!;
  const plan = planAnswers('audhd', (index) => (index * 3) % 5);
  await page.goto('/');
  await expectLive(page, 'main h1');
  const banner = page.getByRole('region', { name: 'Cookies on Traitscope' });

  // The banner is the first stop of Tab, and the choice hands focus to the page's heading.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' });
  await expect(heading).toBeFocused();

  // From the heading, the start link is two Tabs on (the privacy link in the benefits comes first).
  const start = page.getByRole('link', { name: 'Start Comprehensive Assessment' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  // In the assessment, no Tab at all: the question has the focus, keys answer and Enter goes on.
  for (let number = 1; number <= audhd.questionCount; number++) {
    await expect(questionHeading(page, number, audhd.questionCount)).toBeFocused();
    const value = plan.answers[number - 1]!;
    await page.keyboard.press(String(value + 1));
    await expect(page.getByRole('radio', { name: answerLabel(value), exact: true })).toBeChecked();
    await page.keyboard.press('Enter');
  }
  const resultsHeading = page.getByRole('heading', { level: 1, name: 'Your Assessment Results' });
  await expect(resultsHeading).toBeFocused();
  // The three optional questions come first; Esc skips each, and the heading has the focus again.
  for (let number = 1; number <= 3; number++) {
    await expect(page.getByRole('heading', { name: `Optional question ${number} of 3` })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(resultsHeading).toBeFocused();
  // The combined result leads with its profile (decision 027); the total follows, with its own range.
  const insights = page.getByRole('region', { name: 'Preliminary insights' });
  await expect(insights).toContainText('Autism-related traits: ');
  await expect(insights).toContainText(plan.levelLabel);
});

test('keys answer after a reload, with focus nowhere in particular', async ({ consentedPage: page }) => {
  await page.goto('/assessment/adhd');
  await page.getByRole('radio', { name: 'Neutral' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(questionHeading(page, 2, 10)).toBeFocused();
  await page.reload();
  await expect(questionHeading(page, 2, 10)).toBeVisible();
  await page.getByRole('button', { name: 'Continue where I left off' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('5');
  await expect(page.getByRole('radio', { name: 'Strongly Agree' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 3, 10)).toBeFocused();
});

test('after every cookie choice and every change of page, focus is on the page’s heading', async ({
  page,
}) => {
  const result = await createStoredResult(page, 'spd');
  const banner = page.getByRole('region', { name: 'Cookies on Traitscope' });
  const resultsHeading = page.getByRole('heading', { level: 1, name: 'Your Assessment Results' });

  // A choice made in the settings dialog.
  await page.goto(`/results?assessmentResultId=${result.id}`);
  await expect(resultsHeading).toBeVisible();
  await banner.getByRole('button', { name: 'Cookie Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Cookie Settings' })
    .getByRole('button', { name: 'Save Preferences' })
    .click();
  await expect(banner).toHaveCount(0);
  await expect(resultsHeading).toBeFocused();

  // Links, and the browser's Back and Forward.
  await page.getByRole('link', { name: 'Invite friends with the referral program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refer Friends Program' })).toBeFocused();
  await page.goBack();
  await expect(resultsHeading).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Refer Friends Program' })).toBeFocused();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refer friends' }).click();
  await expect(page).toHaveURL(/\/referral-program$/);

  // A choice in the settings the footer's button opened returns focus to that button.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cookie Settings' })
    .getByRole('button', { name: 'Necessary Only' })
    .click();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings', exact: true }),
  ).toBeFocused();
});

test('forced colours keep the score bars, their marker and swatches, the progress fill and button outlines', async ({
  consentedPage: page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const result = await createStoredResult(page, 'audhd', 2);
  await page.goto(`/results?assessmentResultId=${result.id}`);
  const figure = page.getByRole('figure', { name: /^Autism-related traits/ });
  await expect(figure).toBeVisible();

  const paints = await figure.evaluate((element) => {
    const colour = (selector: string) => {
      const found = element.querySelector(selector);
      return found ? getComputedStyle(found).backgroundColor : 'missing';
    };
    const probe = document.createElement('div');
    probe.style.cssText = 'forced-color-adjust:none;background-color:Highlight';
    document.body.append(probe);
    const highlight = getComputedStyle(probe).backgroundColor;
    const canvas = getComputedStyle(document.body).backgroundColor;
    probe.remove();
    return {
      low: colour('.forced-fill-low'),
      mid: colour('.forced-fill-mid'),
      high: colour('.forced-fill-high'),
      marker: colour('.forced-fill-mark'),
      highlight,
      canvas,
    };
  });
  // Three bands told apart, a strong band and marker that stand out from the page, the marker in Highlight.
  expect(new Set([paints.low, paints.mid, paints.high]).size).toBe(3);
  expect(paints.high).not.toBe(paints.canvas);
  expect(paints.marker).toBe(paints.highlight);
  // Pixels too: the bar shows its bands (without the rules it is one flat colour inside its edge).
  await saveDocsScreenshotOf(await figure.screenshot({ animations: 'disabled' }), 'results-forced-colours');
  const bar = figure.locator('.forced-edge').first();
  expect(
    await distinctColours(page, await bar.screenshot({ animations: 'disabled' })),
  ).toBeGreaterThanOrEqual(3);

  const primary = page.getByRole('button', { name: 'Download Full Report' });
  expect(await primary.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');

  await page.goto('/assessment/adhd');
  await page.getByRole('radio', { name: 'Neutral' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const fill = page.getByRole('progressbar', { name: 'Assessment progress' }).locator('div');
  expect(await fill.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(paints.highlight);
});

async function saveDocsScreenshotOf(png: Buffer, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`docs/screenshots/${name}.png`, png);
}

/**
 * How many colours a PNG shows, counted by the browser itself (the image drawn on a canvas), in a blank page: the
 * site's Content-Security-Policy allows no data: images.
 */
async function distinctColours(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  const count = await blank.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  }, png.toString('base64'));
  await blank.close();
  return count;
}
