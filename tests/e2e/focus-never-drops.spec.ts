import type { Locator, Page } from '@playwright/test';
import { createStoredResult, FREE_CODE } from './support/checkout.ts';
import { expect, expectLive, test } from './support/fixtures.ts';
import { standInForSpeech } from './support/speech.ts';

// Issue 29, part 4: every control that changes or removes itself hands the focus to a sensible element. A
// keyboard or screen-reader user whose focus falls to <body> starts again from the top of the page.
// (A wrong admin password, which leaves the focus on the emptied password field, is pressed once in the whole
// suite, in admin.spec.ts: more would make the next logins from this address wait.)

/** The focus is on `expected`, and so not dropped to the page. */
async function expectFocusOn(page: Page, expected: Locator, step: string): Promise<void> {
  await expect(expected, step).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body), step).toBe(false);
}

test('Escape in every dialog, and a choice in one, give the focus back to the button that opened it', async ({
  consentedPage: page,
}) => {
  const result = await createStoredResult(page, 'adhd');
  await page.goto(`/results?assessmentResultId=${result.id}`);
  await expectLive(page, 'main h1');

  const readingButton = page.getByRole('banner').getByRole('button', { name: 'Reading preferences' });
  await readingButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Reading preferences' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFocusOn(page, readingButton, 'Escape from Reading preferences');

  const shareButton = page.getByRole('button', { name: 'Share Results' });
  await shareButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Share Your Results' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFocusOn(page, shareButton, 'Escape from Share Your Results');

  // The footer's Cookie settings opens the dialog where the reader is, not the banner at the top.
  const cookieButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await cookieButton.focus();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  const cookieDialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(cookieDialog).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await page.keyboard.press('Escape');
  await expectFocusOn(page, cookieButton, 'Escape from Cookie Settings');
  await page.keyboard.press('Enter');
  await cookieDialog.getByRole('button', { name: 'Necessary Only' }).click();
  await expect(cookieDialog).toHaveCount(0);
  await expectFocusOn(page, cookieButton, 'a choice in Cookie Settings');
});

test('Apply keeps the focus on the button, which now says Applied', async ({ consentedPage: page }) => {
  await createStoredResult(page, 'adhd');
  await page.goto('/standard-payment');
  await expectLive(page, 'main h1');
  await page.getByLabel('Discount Code').fill(FREE_CODE);
  await page.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your code gives you the Complete Report for free.')).toBeVisible();
  await expectFocusOn(page, page.getByRole('button', { name: 'Applied' }), 'Apply');
});

test('starting and stopping read-aloud keeps the focus on the reading controls', async ({
  consentedPage: page,
}) => {
  await standInForSpeech(page, { hasVoices: true });
  await page.goto('/assessment/spd');
  await expectLive(page, 'main h1');
  const readButton = page.getByRole('button', { name: 'Read the question aloud' });
  await readButton.focus();
  await page.keyboard.press('Enter');
  // The button gives way to the player, whose own reading button stands where it stood and takes the focus.
  await expectFocusOn(page, readButton, 'starting read-aloud');
  await page.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('button', { name: 'Resume' }), 'pausing read-aloud');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('button', { name: 'Pause' }), 'resuming read-aloud');
  await page.getByRole('button', { name: 'Stop' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, readButton, 'stopping read-aloud');
});
