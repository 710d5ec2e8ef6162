import { readFile } from 'node:fs/promises';
import { getAssessment } from '../../src/domain/assessments/catalogue.ts';
import { ANSWERS_CONSENT_LABEL } from '../../src/domain/your-data/consent.ts';
import { DATA_PAGE_CLOSED_MESSAGE } from '../../src/domain/your-data/data-access.ts';
import { createOrder, logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectLive, expectNoAxeViolations, test } from './support/fixtures.ts';
import { capturedEmailTo } from './support/mailbox.ts';
import { toast } from './support/toasts.ts';

const LINK_SUBJECT = 'Your link to see your Traitscope data';
const CORRECTION_SUBJECT = 'Confirm your e-mail address for Traitscope';

/** The page's path and fragment from the e-mail's link: the token travels in the fragment only. */
function linkIn(text: string, key: 'token' | 'confirm'): string {
  const link = new RegExp(`https?://\\S+/your-data#${key}=[\\w-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no #${key}= link in the e-mail`);
  const url = new URL(link);
  return url.pathname + url.hash;
}

test.describe('Your data', () => {
  test.slow();

  test('a buyer asks for a link, opens it once, downloads everything and erases it', async ({
    consentedPage: page,
  }) => {
    const email = uniqueEmail('privacy');
    const order = await createOrder(page, { email, free: true, type: 'dyslexia' });
    // The same assessment again, ordered to the same address: Your data lists both in the order taken.
    const retake = await createOrder(page, { email, free: true, type: 'dyslexia' });

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If we hold data for this address' }),
    ).toBeVisible();

    await logInAsAdmin(page);
    const message = await capturedEmailTo(page, email, LINK_SUBJECT);
    const link = linkIn(message.text, 'token');
    const report = await capturedEmailTo(
      page,
      email,
      `Your Complete Report: ${getAssessment('dyslexia').name}`,
    );
    expect(report.text).toContain('/your-data');

    await page.goto(link);
    await expect(page.getByText(`This is everything we hold for ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/your-data$/);
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByRole('listitem').first()).toContainText(getAssessment('dyslexia').name);
    await expect(results.getByRole('listitem').first()).not.toContainText('Since your take of');
    await expect(results.getByRole('listitem').last()).toContainText(
      /Since your take of \d+ \w+ \d{4}: \w+ Alignment then, \w+ Alignment now\./,
    );
    const orders = page.getByRole('region', { name: 'Your orders' }).getByRole('listitem');
    await expect(orders).toHaveCount(2);
    // What it cost, in the words every price uses (a free order here).
    await expect(orders.first()).toContainText('0.00 EUR incl. VAT');
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'your-data');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported.email).toBe(email);
    expect(exported.results.map((result: { id: number }) => result.id)).toEqual([
      order.resultId,
      retake.resultId,
    ]);
    expect(exported.orders[0]).toMatchObject({ amount: 0, currency: 'EUR' });

    await page.getByRole('button', { name: 'Withdraw consent and erase my data' }).click();
    const confirm = page.getByRole('button', { name: 'Yes, erase my data' });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'erased' })).toContainText(
      'amount, the date and the payment reference',
    );
    await expectNoAxeViolations(page);

    // Nothing addressed to them is left in the mailbox, and the used link does not open again.
    const mailbox = (await (await page.request.get('/api/admin/emails')).json()) as { to: string }[];
    expect(mailbox.filter((captured) => captured.to === email)).toEqual([]);
    // A link from before tokens moved to the fragment (`?token=`) is still read by the page, never by the GET.
    await page.goto(`/your-data?token=${link.split('#token=')[1]}`);
    await expect(page.getByRole('alert')).toContainText('expired or has already been used');
    await expect(page).toHaveURL(/\/your-data$/);
  });

  test('a buyer on a shared computer closes the page, and it stays closed', async ({
    consentedPage: page,
  }) => {
    const email = uniqueEmail('shared-computer');
    await createOrder(page, { email, free: true, type: 'adhd' });
    await page.goto('/your-data');
    await expectLive(page, 'main h1');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await logInAsAdmin(page);
    const link = linkIn((await capturedEmailTo(page, email, LINK_SUBJECT)).text, 'token');

    await page.goto(link);
    await expect(page.getByText(`This is everything we hold for ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Close this page' }).click();
    await expect(page.getByRole('status')).toHaveText(DATA_PAGE_CLOSED_MESSAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  });

  test('a correction moves the data only when the new address confirms it, and closes the old page', async ({
    consentedPage: page,
  }) => {
    const from = uniqueEmail('typo');
    const to = uniqueEmail('right');
    await createOrder(page, { email: from, free: true, type: 'adhd' });
    await createOrder(page, { email: to, free: true, type: 'dyslexia' });
    await page.goto('/your-data');
    await page.getByLabel('Email Address').fill(from);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await logInAsAdmin(page);
    await page.goto(linkIn((await capturedEmailTo(page, from, LINK_SUBJECT)).text, 'token'));
    await expect(page.getByText(`This is everything we hold for ${from}`)).toBeVisible();

    const correction = page.getByRole('region', { name: 'Correct your e-mail address' });
    await correction.getByLabel('Correct address').fill(to);
    await expect(correction).toContainText(
      `We will send a confirmation link to ${to}. Your data moves only when that link is opened. This page will close.`,
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveDocsScreenshot(page, 'your-data-correction-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveDocsScreenshot(page, 'your-data-correction');
    await correction.getByLabel('Correct address').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toContainText(to);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeFocused();
    await expectNoAxeViolations(page);
    // The old page is closed: reloading it asks for a new link.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();

    await page.goto(linkIn((await capturedEmailTo(page, to, CORRECTION_SUBJECT)).text, 'confirm'));
    await expect(
      page.getByRole('status').filter({ hasText: 'Your e-mail address is corrected' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/your-data$/);
    await expect(page.getByText(`This is everything we hold for ${to}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'your-data-corrected');
  });

  test('an anonymous visitor erases their results from the results page', async ({ consentedPage: page }) => {
    const result = await createStoredResult(page, 'spd');
    await page.goto(`/results?assessmentResultId=${result.id}`);
    await page.getByRole('button', { name: 'Erase my results' }).click();
    await expect(page.getByRole('button', { name: 'Yes, erase my results' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, erase my results' }).click();
    await expect(toast(page, 'Results erased')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const read = await page.request.get(`/api/assessment-results/${result.id}`);
    expect(read.status()).toBe(404);
  });

  test('the payment page asks for the explicit consent in its own unticked box', async ({
    consentedPage: page,
  }) => {
    await createStoredResult(page);
    await page.goto('/payment');
    await expect(page.getByRole('checkbox', { name: ANSWERS_CONSENT_LABEL })).not.toBeChecked();
  });
});
