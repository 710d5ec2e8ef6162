import type { Page } from '@playwright/test';
import type { KeyComparison } from '../../src/domain/keys/schemas.ts';
import { createOrder, logInAsAdmin, saveAdminScreenshot, uniqueEmail } from './support/admin.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { capturedEmailTo, expectNoAxeViolationsBesideMessages } from './support/mailbox.ts';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** What the e2e server reports, with a stored key that the running service does not use. */
function mismatchedComparison(): KeyComparison {
  return {
    data: {
      mailgun: {
        api_key: { development: null, expected: '••••WXYZ', production: '••••ABCD', new_key: null },
        key_sources: {
          development: 'not set',
          expected: 'stored by admin on 2025-03-30T10:00:00.000Z',
          production: 'in use by the running e-mail service',
        },
        key_origins: { production: 'environment (MAILGUN_API_KEY)' },
        domain: { current: 'mg.example.test', expected: 'mg.example.test' },
        region: { current: 'eu', expected: 'eu' },
        is_matching: false,
      },
      stripe: { api_key: { development: '••••9876', expected: null }, is_matching: true },
      database: { connection_string: { present: true }, kind: 'postgres' },
    },
  };
}

test.describe('API key manager', () => {
  test('shows the real comparison; automatic fix and manual entry need their confirmations', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/api-key-manager');
    await expect(heading(page, 'API Key Manager')).toBeVisible();

    const mailgun = page.getByRole('region', { name: 'Mailgun Configuration' });
    const keys = mailgun.getByRole('table', { name: 'Mailgun API keys' });
    await expect(keys.getByRole('rowheader', { name: 'Development (environment)' })).toBeVisible();
    await expect(keys.getByRole('row', { name: /Production \(in use\)/ })).toContainText('Not set');
    await expect(keys.getByRole('row', { name: /Production \(in use\)/ })).toContainText(
      'no Mailgun key in use (provider: capture)',
    );
    const settings = mailgun.getByRole('table', { name: 'Mailgun domain and region' });
    await expect(settings.getByRole('row', { name: /Region/ })).toContainText('eueuMatching');
    await expect(mailgun).toContainText('Matching');
    await expect(page.getByRole('region', { name: 'Stripe Key Comparison' })).toContainText('Matching');
    const database = page.getByRole('region', { name: 'Database Connection' });
    await expect(database).toContainText(process.env.E2E_DATABASE_URL ? 'Present' : 'Missing');
    await expect(page.getByText('Critical Issue')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Automatic Fix: nothing stored to apply on this server, so the server's reason is shown.
    const fix = page.getByRole('button', { name: 'Fix API Key Issues' });
    await expect(fix).toBeDisabled();
    await page
      .getByLabel('I confirm that the running services should switch to the expected keys now.')
      .check();
    await fix.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to update API keys' })).toContainText(
      'There is no verified Mailgun key to apply. Enter one under Manual Entry first.',
    );
    await expect(fix).toBeFocused();
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/env-comparison'));
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    expect((await refreshed).status()).toBe(200);

    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    const key = page.getByLabel('Mailgun API Key', { exact: true });
    await expect(key).toHaveAttribute('type', 'password');
    const update = page.getByRole('button', { name: 'Update API Key' });
    await expect(update).toBeDisabled();
    await key.fill('key-short');
    const invalid = page.getByRole('alert').filter({ hasText: 'Invalid API Key' });
    await expect(invalid).toContainText('Please enter a valid Mailgun API key');
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(update).toBeDisabled();
    await key.fill('key-e2e-0123456789abcdef');
    await expect(invalid).toHaveCount(0);
    await expect(update).toBeDisabled();
    await page.getByLabel('I confirm this key belongs to a Mailgun account in the EU region.').check();
    await expect(update).toBeEnabled();
    await expectNoAxeViolations(page);

    // No Mailgun can check a key here: the server refuses with its reason, and nothing is applied.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/set-mailgun-key'));
    await update.click();
    expect((await sent).postDataJSON()).toEqual({
      apiKey: 'key-e2e-0123456789abcdef',
      confirmEuRegion: true,
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to update Mailgun API key' }),
    ).toContainText(/MAILGUN_DOMAIN|did not accept/);
    await expect(page.getByText('Critical Issue')).toHaveCount(0);
  });

  test('a mismatch raises the Critical Issue alert; successful updates show the server message', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.route('**/api/env-comparison', (route) => route.fulfill({ json: mismatchedComparison() }));
    await page.route('**/api/fix-keys', (route) =>
      route.fulfill({
        json: { message: 'The e-mail service now uses the stored Mailgun key ending in WXYZ.' },
      }),
    );
    await page.route('**/api/set-mailgun-key', (route) =>
      route.fulfill({ json: { message: 'The Mailgun API key ending in 6789 is saved and in use.' } }),
    );
    await page.goto('/api-key-manager');

    const alert = page.getByRole('alert').filter({ hasText: 'Critical Issue' });
    await expect(alert).toContainText('The running e-mail service does not use the expected Mailgun key.');
    const mailgun = page.getByRole('region', { name: 'Mailgun Configuration' });
    await expect(mailgun.getByText('Mismatched', { exact: true })).toBeVisible();
    const keys = mailgun.getByRole('table', { name: 'Mailgun API keys' });
    // Keys only by their last characters; a screen reader hears "ending in".
    await expect(keys.getByRole('row', { name: /Expected \(stored\)/ }).locator('code')).toHaveText(
      '••••WXYZ',
    );
    await expect(keys.getByRole('row', { name: /Expected \(stored\)/ })).toContainText('ending in WXYZ');
    await expect(keys.getByRole('row', { name: /Production \(in use\)/ })).toContainText(
      'Probable origin: environment (MAILGUN_API_KEY)',
    );
    await expect(page.getByRole('region', { name: 'Database Connection' })).toContainText('Present');
    await expectNoAxeViolations(page);
    await saveAdminScreenshot(page, 'admin-keys');

    await page
      .getByLabel('I confirm that the running services should switch to the expected keys now.')
      .check();
    await page.getByRole('button', { name: 'Fix API Key Issues' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'API Keys Updated' })).toContainText(
      'The e-mail service now uses the stored Mailgun key ending in WXYZ.',
    );

    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Mailgun API Key', { exact: true }).fill('key-0123456789');
    await page.getByLabel('I confirm this key belongs to a Mailgun account in the EU region.').check();
    await page.getByRole('button', { name: 'Update API Key' }).click();
    const keyUpdated = page.getByRole('status').filter({ hasText: 'Mailgun API Key Updated' });
    await expect(keyUpdated).toContainText('The Mailgun API key ending in 6789 is saved and in use.');
    // The emptied form disables its button under the focus, so the focus moves to what happened.
    await expect(keyUpdated.locator('p')).toBeFocused();
    await expect(page.getByLabel('Mailgun API Key', { exact: true })).toHaveValue('');
  });

  test('a comparison that cannot be fetched says so', async ({ page }) => {
    await logInAsAdmin(page);
    await page.route('**/api/env-comparison', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/api-key-manager');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to fetch API key comparison data' }),
    ).toContainText('Press Refresh Status to try again.');
  });
});

test.describe('e-mail tools', () => {
  test('e-mail debug: a captured report e-mail with its HTML, text and PDF, the outbox, the previews', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const buyer = uniqueEmail('debug');
    await createOrder(page, { email: buyer, free: true, type: 'asd' });
    await logInAsAdmin(page);
    const captured = await capturedEmailTo(page, buyer);

    await page.goto('/email-debug');
    await expect(heading(page, 'E-mail Debug')).toBeVisible();
    await page.getByLabel('Filter by recipient or subject').fill(buyer);
    const mailbox = page.getByRole('table', { name: 'Captured messages' });
    const row = mailbox.getByRole('row').filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('.pdf');
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: captured.subject }).click();
    await expect(page).toHaveURL(new RegExp(`/email-debug\\?message=${captured.id}$`));
    const detail = page.getByRole('region', { name: captured.subject });
    await expect(detail.getByRole('heading', { name: captured.subject })).toBeFocused();
    const frame = detail.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', `HTML version of the e-mail "${captured.subject}"`);
    await expect(page.frameLocator('iframe').first().locator('body')).toContainText('Autism Spectrum Traits');
    await expectNoAxeViolationsBesideMessages(page);

    await detail.getByRole('tab', { name: 'Plain text' }).click();
    await expect(detail.locator('pre')).toContainText('Autism Spectrum Traits');
    await expect(detail.locator('pre')).toContainText('support@traitscope.test');

    const pdf = detail.getByRole('link', { name: new RegExp(captured.attachments[0]?.filename ?? '.pdf') });
    await expect(pdf).toHaveAttribute('target', '_blank');
    const href = await pdf.getAttribute('href');
    expect(href).toBe(`/api/admin/emails/${captured.id}/attachments/0`);
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    await detail.getByRole('link', { name: 'Close message' }).click();
    await expect(page).toHaveURL(/\/email-debug$/);

    const outbox = page.getByRole('table', { name: 'Outbox' });
    const queued = outbox.getByRole('row').filter({ hasText: buyer });
    await expect(queued).toContainText('report');
    await expect(queued).toContainText('Sent');

    await page.getByLabel('Assessment').selectOption('dyspraxia');
    await page.getByRole('button', { name: 'Show E-mail Preview' }).click();
    const preview = page.getByRole('region', { name: 'Report e-mail preview' });
    await expect(preview).toContainText('Subject:');
    await expect(preview).toContainText('Dyspraxia');
    await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
    const report = preview.getByRole('link', { name: /Open Report PDF/ });
    await expect(report).toHaveAttribute('href', '/api/admin/report-preview/dyspraxia');
    const reportFile = await page.request.get('/api/admin/report-preview/dyspraxia');
    expect(reportFile.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolationsBesideMessages(page);
  });

  test('e-mail debug: every e-mail template has a preview in its HTML and plain-text versions', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/email-debug');
    const templates = page.getByRole('region', { name: 'E-mail templates' });
    const choose = templates.getByLabel('Template');
    const expected: [string, string][] = [
      ['Complete Report', 'Complete Report'],
      ['Your data: one-time link', 'Your link to see your Traitscope data'],
      ['Your data: confirm a corrected address', 'Confirm your e-mail address for Traitscope'],
      ['Referral invitation', 'A friend invited you to Traitscope'],
      ['Notification to staff', 'Order 42 needs attention'],
      ['Referral reward not used for this address', 'About the referral reward used for this address'],
      ['Test message from the admin area', 'Traitscope'],
    ];
    await expect(choose.locator('option')).toHaveText(expected.map(([label]) => label));
    for (const [label, subject] of expected) {
      await choose.selectOption({ label });
      await templates.getByRole('button', { name: 'Show Template' }).click();
      const frame = templates.locator('iframe');
      await expect(frame).toHaveAttribute(
        'title',
        new RegExp(`^HTML version of the e-mail ".*${subject}.*"$`),
      );
      await expect(frame).toHaveAttribute('sandbox', '');
      await templates.getByRole('tab', { name: 'Plain text' }).click();
      await expect(templates.locator('pre')).toContainText(subject);
      await templates.getByRole('tab', { name: 'HTML' }).click();
    }
    await expect(page.frameLocator('iframe').last().locator('body')).toContainText('Traitscope');
    await saveAdminScreenshot(page, 'admin-email-templates', templates);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveAdminScreenshot(page, 'admin-email-templates-mobile', templates);
    await expectNoAxeViolationsBesideMessages(page);
  });

  test('e-mail diagnostics: provider, configuration, outbox counts, failures and a test message', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/email-diagnostics');
    await expect(heading(page, 'E-mail Diagnostics')).toBeVisible();
    const provider = page.getByRole('region', { name: 'Provider' });
    await expect(provider).toContainText('capture');
    await expect(provider).toContainText('Check passed');
    const configuration = page.getByRole('region', { name: 'Configuration' });
    await expect(configuration).toContainText('support@traitscope.test');
    await expect(configuration).toContainText('Mailgun region');
    const outbox = page.getByRole('region', { name: 'Outbox' });
    for (const status of ['Pending', 'Sending', 'Sent', 'Failed']) await expect(outbox).toContainText(status);
    await expect(page.getByRole('table', { name: 'Recent failures (last 7 days)' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('region', { name: 'Send a test message' });
    await form.getByLabel('Send to').fill('ops@example');
    await form.getByRole('button', { name: 'Send Test Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email');
    const to = uniqueEmail('diagnostics');
    await form.getByLabel('Send to').fill(to);
    await form.getByRole('button', { name: 'Send Test Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test E-mail Sent' })).toContainText(
      `Sent to ${to}`,
    );
    await expect(form).toContainText(`Through capture to ${to}`);
    await expectNoAxeViolations(page);
  });

  test('the Mailgun test route sends one message through the current provider', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/mailgun-test');
    await expect(heading(page, 'Mailgun Test')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'E-mail tools' }).getByRole('link', { name: 'Mailgun Test' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    const to = uniqueEmail('mailgun-test');
    await page.getByLabel('Send to').fill(to);
    await page.getByRole('button', { name: 'Send Test E-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test E-mail Sent' })).toContainText(
      `Sent to ${to}`,
    );
    await expect(page.getByText(`Through capture to ${to}`)).toBeVisible();
    const message = await capturedEmailTo(page, to, 'Traitscope test message');
    expect(message.text).toContain('This is a test message from Traitscope');
    await expectNoAxeViolations(page);
  });

  test('test e-mail flow: every step of order, report and e-mail passes, with its detail and time', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await logInAsAdmin(page);
    await page.goto('/test-email-flow');
    await expect(heading(page, 'Test E-mail Flow')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Run Test Flow' }).click();
    await expect(page.getByRole('alert')).toHaveText('Required');

    const to = uniqueEmail('flow');
    await page.getByLabel('Send the report to').fill(to);
    await page.getByLabel('Assessment').selectOption('audhd');
    await page.getByRole('button', { name: 'Run Test Flow' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result).toContainText('All steps passed', { timeout: 20_000 });
    const steps = result.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const name of [
      'Store a sample assessment',
      'Create a test order and queue its report e-mail',
      'Render the report and e-mail',
      'Send through capture',
    ]) {
      const step = steps.filter({ hasText: name });
      await expect(step).toContainText('OK');
      await expect(step).toContainText(/\d+ ms/);
    }
    await expect(steps.filter({ hasText: 'Render the report' })).toContainText('.pdf');
    await expect(page.getByRole('status').filter({ hasText: 'Test Flow Passed' })).toBeVisible();
    const message = await capturedEmailTo(page, to);
    // The report and its letter, alone.
    expect(message.attachments.length).toBe(2);
    await expectNoAxeViolations(page);
  });
});
