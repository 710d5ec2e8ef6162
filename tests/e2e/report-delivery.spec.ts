import { maskEmail } from '../../src/domain/checkout/masked-email.ts';
import { logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { buyWithTestProvider, createStoredResult } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { capturedEmailTo } from './support/mailbox.ts';

// Issue 5's journey: a visitor pays with the test provider, and the report e-mail with its PDF reaches the
// capture mailbox, where the admin reads it on the e-mail debug page.
test('a test-provider purchase ends as a captured e-mail with the report PDF on the e-mail debug page', async ({
  consentedPage: page,
  browser,
}) => {
  // The server renders the PDF meanwhile, the first one after it started in a fresh worker thread.
  test.setTimeout(120_000);
  const buyer = uniqueEmail('journey');
  await createStoredResult(page, 'audhd', 2);
  await buyWithTestProvider(page, buyer);
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`report will be sent to ${maskEmail(buyer)}.`)).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await logInAsAdmin(admin);
    const captured = await capturedEmailTo(admin, buyer);
    expect(captured.subject).toContain('Comprehensive Neurodivergent Traits');
    expect(captured.attachments.map((attachment) => attachment.filename)).toEqual([
      'traitscope-complete-report-audhd.pdf',
      'traitscope-letter-for-your-doctor.pdf',
    ]);

    await admin.goto('/email-debug');
    await admin.getByLabel('Filter by recipient or subject').fill(buyer);
    const row = admin
      .getByRole('table', { name: 'Captured messages' })
      .getByRole('row')
      .filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: captured.subject }).click();

    const detail = admin.getByRole('region', { name: captured.subject });
    await expect(admin.frameLocator('iframe').first().locator('body')).toContainText(
      'Comprehensive Neurodivergent Traits',
    );
    const pdfLink = detail.getByRole('link', {
      name: new RegExp(captured.attachments[0]?.filename ?? '.pdf'),
    });
    const pdf = await admin.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // The whole report, not a stub: about twenty pages of text and charts.
    expect(body.length).toBeGreaterThan(50_000);

    await admin.getByRole('link', { name: 'Close message' }).click();
    const queued = admin.getByRole('table', { name: 'Outbox' }).getByRole('row').filter({ hasText: buyer });
    await expect(queued).toContainText('report');
    await expect(queued).toContainText('Sent');
  } finally {
    await adminContext.close();
  }
});
