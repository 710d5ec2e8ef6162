import type { Page } from '@playwright/test';
import { ANSWERS_CONSENT_LABEL } from '../../src/domain/your-data/consent.ts';
import { createStoredResult, FREE_CODE } from './support/checkout.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// The payment page asks where the buyer lives, so the report can put that country's route and organisations
// first. The browser's region is the first guess; the buyer can change it.

const countrySelect = (page: Page) => page.getByRole('combobox', { name: 'Country you live in' });

async function fillForm(page: Page) {
  await page.getByLabel('Email Address').fill('country@example.org');
  await page.getByRole('checkbox', { name: ANSWERS_CONSENT_LABEL }).check();
}

test.describe('the country on the payment page, in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('preselects Germany, explains why it asks, and is axe clean at both sizes', async ({
    consentedPage: page,
  }) => {
    await createStoredResult(page, 'adhd');
    for (const [name, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/standard-payment');
      await expect(countrySelect(page)).toHaveValue('DE');
      await expect(countrySelect(page).locator('option:checked')).toHaveText('Germany');
      await expect(
        page.getByText('Your report lists the services and organisations in this country first'),
      ).toBeVisible();
      await expect(countrySelect(page)).toHaveAccessibleDescription(
        'Your report lists the services and organisations in this country first',
      );
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`payment-country-${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  });

  test('offers every country of the report in alphabetical order, then "Another country"', async ({
    consentedPage: page,
  }) => {
    await createStoredResult(page, 'adhd');
    await page.goto('/standard-payment');
    await expect(countrySelect(page).locator('option')).toHaveText([
      'Austria',
      'Belgium',
      'France',
      'Germany',
      'Ireland',
      'Italy',
      'Netherlands',
      'Poland',
      'Spain',
      'Sweden',
      'United Kingdom',
      'Another country',
    ]);
  });

  test('sends the country the buyer changed it to with the checkout', async ({ consentedPage: page }) => {
    await createStoredResult(page, 'adhd');
    await page.goto('/standard-payment');
    await fillForm(page);
    // Keyboard only: focus the select and choose Ireland by typing its first letter.
    await countrySelect(page).focus();
    await page.keyboard.type('Ir');
    await expect(countrySelect(page)).toHaveValue('IE');
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
    expect((await request).postDataJSON()).toMatchObject({ country: 'IE' });
    await expect(page).toHaveURL(/\/test-checkout\?session_id=test_session_/);
  });

  test('shows the question on the /payment variant too and sends it with a free order', async ({
    consentedPage: page,
  }) => {
    await createStoredResult(page, 'dyslexia');
    await page.goto('/payment');
    await expect(countrySelect(page)).toHaveValue('DE');
    await fillForm(page);
    await page.getByLabel(/Discount Code/).fill(FREE_CODE);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Discount code will be applied at checkout')).toBeVisible();
    const request = page.waitForRequest('**/api/free-order');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    expect((await request).postDataJSON()).toMatchObject({ country: 'DE' });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' }).first()).toBeVisible();
  });
});

test.describe('the country on the payment page, in a browser from elsewhere', () => {
  test.use({ locale: 'en-US' });

  test('starts at "Another country" and sends no country', async ({ consentedPage: page }) => {
    await createStoredResult(page, 'asd');
    await page.goto('/standard-payment');
    await expect(countrySelect(page)).toHaveValue('');
    await expect(countrySelect(page).locator('option:checked')).toHaveText('Another country');
    await fillForm(page);
    const request = page.waitForRequest('**/api/create-checkout-session');
    await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
    expect((await request).postDataJSON()).not.toHaveProperty('country');
    await expect(page).toHaveURL(/\/test-checkout\?session_id=test_session_/);
  });
});
