import type { Page, Request } from '@playwright/test';
import { uniqueEmail } from './support/admin.ts';
import {
  buyWithTestProvider,
  createStoredResult,
  FREE_CODE,
  postFromPage,
  routePaidSession,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { toast } from './support/toasts.ts';

// The return page's calls around a confirmed order: update-assessment-email once the order is confirmed, and
// send-email-direct as the fallback when the e-mail failed and the team could not be told.

function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(path)) seen.push(request);
  });
  return seen;
}

/** A completed free order of this visitor, and a return page that processing reports as mail trouble. */
async function orderWithMailTrouble(page: Page, email: string) {
  const result = await createStoredResult(page, 'asd');
  const order = await postFromPage(page, '/api/free-order', {
    consent: true,
    email,
    assessmentType: result.type,
    assessmentResultId: result.id,
    discountCode: FREE_CODE,
  });
  expect(order.body).toMatchObject({ success: true });
  await routePaidSession(page, 'test_session_mail-trouble', 'asd', email);
  await page.route('**/api/process-order', (route) =>
    route.fulfill({
      json: {
        success: true,
        emailSent: false,
        emailStatus: 'failed',
        message: 'Your order is complete, but we had trouble sending your report e-mail.',
        orderId: order.body.orderId,
        email,
        assessmentType: 'asd',
      },
    }),
  );
  return result;
}

test('a confirmed order records its address on the assessment result', async ({ consentedPage: page }) => {
  const buyer = uniqueEmail('record');
  const result = await createStoredResult(page, 'adhd');
  const recorded = page.waitForResponse((response) =>
    response.url().endsWith('/api/update-assessment-email'),
  );
  await buyWithTestProvider(page, buyer);
  const response = await recorded;
  expect(response.request().postDataJSON()).toEqual({ assessmentResultId: result.id, email: buyer });
  expect(await response.json()).toEqual({ success: true });
});

test('when the team cannot be told, the error state asks for the report to be sent directly', async ({
  consentedPage: page,
}) => {
  const buyer = uniqueEmail('direct');
  const result = await orderWithMailTrouble(page, buyer);
  // The e2e server has no ADMIN_EMAIL, so nobody can be notified.
  const direct = page.waitForResponse((response) => response.url().endsWith('/api/send-email-direct'));
  await page.goto(`/payment-success?session_id=test_session_mail-trouble&assessmentResultId=${result.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Completed' })).toBeVisible();
  const response = await direct;
  expect(response.request().postDataJSON()).toMatchObject({
    email: buyer,
    subject: 'Your Complete Report: Autism Spectrum Traits',
    assessmentResultId: result.id,
  });
  expect(await response.json()).toEqual({
    success: true,
    message: `We are sending your report to ${buyer}.`,
  });
  await expect(toast(page, 'Email delivery issue')).toBeVisible();
});

test('when the team was told, the report is not sent directly', async ({ consentedPage: page }) => {
  const buyer = uniqueEmail('notified');
  const result = await orderWithMailTrouble(page, buyer);
  await page.route('**/api/admin-payment-notification', (route) =>
    route.fulfill({ status: 202, json: { success: true } }),
  );
  const direct = recordRequests(page, '/api/send-email-direct');
  await page.goto(`/payment-success?session_id=test_session_mail-trouble&assessmentResultId=${result.id}`);

  await expect(toast(page, 'Your order is complete!')).toContainText('our team has been notified');
  expect(direct).toEqual([]);
});
