import { readFile } from 'node:fs/promises';
import { getAssessment } from '../../src/domain/assessments/catalogue.ts';
import { ANSWERS_CONSENT_LABEL } from '../../src/domain/privacy/consent.ts';
import { createOrder, logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { capturedEmailTo } from './support/mailbox.ts';
import { toast } from './support/toasts.ts';

const LINK_SUBJECT = 'Your link to see your Traitscope data';

test.describe('Your data', () => {
  test.slow();

  test('a buyer asks for a link, opens it once, downloads everything and erases it', async ({
    consentedPage: page,
  }) => {
    const email = uniqueEmail('privacy');
    const order = await createOrder(page, { email, free: true, type: 'dyslexia' });

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
    const link = /https?:\/\/[^\s]+\/your-data\?token=[\w-]+/.exec(message.text)?.[0];
    if (!link) throw new Error('no link in the e-mail');
    const report = await capturedEmailTo(
      page,
      email,
      `Your Complete Report: ${getAssessment('dyslexia').name}`,
    );
    expect(report.text).toContain('/your-data');

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(`This is everything we hold for ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/your-data$/);
    const results = page.getByRole('region', { name: 'Your results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(getAssessment('dyslexia').name);
    await expect(page.getByRole('region', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'your-data');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported.email).toBe(email);
    expect(exported.results.map((result: { id: number }) => result.id)).toEqual([order.resultId]);
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
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('alert')).toContainText('expired or has already been used');
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
