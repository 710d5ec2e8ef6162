import type { Locator, Page } from '@playwright/test';
import { createResultThroughApi, planAnswers } from './support/assessments.ts';
import { expect, expectLive, test } from './support/fixtures.ts';

// Issue 18: comfortable for every reader. Hints only for the input a device has; fields whose edges can be seen.

const KEYBOARD_HINT = 'Keyboard: press 1 to 5 to choose an answer, then Enter to go on.';

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the question card shows no keyboard hint until a key is pressed', async ({ consentedPage: page }) => {
    await page.goto('/assessment/spd');
    await expectLive(page, 'main h1');
    await expect(page.getByText(KEYBOARD_HINT)).toBeHidden();
    // Nor the key numbers beside the answers.
    await expect(page.locator('main fieldset label').first()).toHaveText(/^\D+$/, { useInnerText: true });
    // A keyboard attached to the tablet: the first key press brings the hints.
    await page.keyboard.press('3');
    await expect(page.getByText(KEYBOARD_HINT)).toBeVisible();
  });
});

test('on a computer the question card says which keys answer', async ({ consentedPage: page }) => {
  await page.goto('/assessment/spd');
  await expect(page.getByText(KEYBOARD_HINT)).toBeVisible();
});

/** The contrast of two CSS colours (WCAG's formula), for opaque rgb() values. */
async function fieldEdgeContrast(field: Locator): Promise<number> {
  return field.evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The background the field sits on: the nearest ancestor that paints one.
    let parent = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (parent) {
      const color = getComputedStyle(parent).backgroundColor;
      if (channels(color)[3] !== 0 && color !== 'transparent') {
        background = color;
        break;
      }
      parent = parent.parentElement;
    }
    const [lighter, darker] = [
      luminance(getComputedStyle(element).borderTopColor),
      luminance(background),
    ].sort((a, b) => b - a);
    return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
  });
}

async function expectFieldsVisible(page: Page): Promise<void> {
  const fields = page.locator(
    'input:not([type=radio]):not([type=checkbox]):visible, select:visible, textarea:visible',
  );
  await expect(fields.first()).toBeVisible(); // some forms appear once their data has loaded
  for (const field of await fields.all()) {
    const name = (await field.getAttribute('id')) ?? (await field.getAttribute('name')) ?? 'a field';
    expect(await fieldEdgeContrast(field), `the edge of ${name} on ${page.url()}`).toBeGreaterThanOrEqual(3);
  }
}

test('the edges of text fields stand out at least 3:1 from their background (WCAG 1.4.11)', async ({
  consentedPage: page,
}) => {
  for (const path of ['/your-data', '/referral-program', '/admin-login']) {
    await page.goto(path);
    await expectLive(page, 'main h1, h1');
    await expectFieldsVisible(page);
  }
  const { id } = await createResultThroughApi(
    page,
    planAnswers('adhd', () => 2),
  );
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(page.getByRole('dialog', { name: 'Share Your Results' })).toBeVisible();
  await expectFieldsVisible(page);
});

test('after a change of page, focus is on the new page’s heading; on an assessment, on its question', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  await expectLive(page, 'main h1');
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeFocused();
  await page.getByRole('link', { name: 'Start Assessment for ADHD Traits' }).click();
  await expect(page.getByRole('heading', { name: /Question 1 of/ })).toBeFocused();
  // So the answer keys work at once.
  await page.keyboard.press('4');
  await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
});

test('a cookie choice gives focus back to where it was, or to the page’s heading', async ({ page }) => {
  await page.goto('/assessment/spd');
  await expectLive(page, 'main h1');
  const banner = page.getByRole('region', { name: 'Cookies on Traitscope' });
  // With the mouse: the choice hands focus to the question, so the answer keys work at once.
  await banner.getByRole('button', { name: 'Necessary Only' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { name: /Question 1 of/ })).toBeFocused();
  await page.keyboard.press('2');
  await expect(page.getByRole('radio', { name: 'Disagree', exact: true })).toBeChecked();

  // Changed from the footer's cookie button: the settings open over the question, and focus goes back to that button.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie Settings' });
  await settings.getByRole('button', { name: 'Accept All' }).focus();
  await page.keyboard.press('Enter');
  await expect(settings).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
});
