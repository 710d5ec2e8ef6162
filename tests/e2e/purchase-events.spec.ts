import type { Page } from '@playwright/test';
import { CONSENT_CHOSEN_COOKIE } from '../../src/domain/consent/consent-cookie.ts';
import { ANSWERS_CONSENT_LABEL } from '../../src/domain/your-data/consent.ts';
import { buyWithTestProvider, createStoredResult, FREE_CODE } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

// Ad-conversion and purchase tracking events fire on paid orders only with marketing consent.
// The tags' scripts are empty stand-ins here (fixtures.ts), so what the page handed them stays in their queues.

type Choice = { functional: boolean; analytics: boolean; marketing: boolean };

async function withConsent(page: Page, choice: Choice): Promise<void> {
  // The cookie a choice sets, as consentedPage does: without it the server sends the banner, and the previous
  // page's app, setting it while the next page loads, made the payment page's HTML and its hydration disagree.
  await page
    .context()
    .addCookies([{ name: CONSENT_CHOSEN_COOKIE, value: '1', url: test.info().project.use.baseURL ?? '' }]);
  await page.addInitScript((saved) => {
    localStorage.setItem('cookie-consent-preferences', JSON.stringify({ necessary: true, ...saved }));
    localStorage.setItem('cookie-consent-given', 'true');
  }, choice);
}

/** The ad conversions (TikTok) and purchases (Google Analytics) this page load handed to the tags. */
function paidOrderEvents(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { ttq?: unknown[]; dataLayer?: ArrayLike<unknown>[] };
    return {
      adConversions: (w.ttq ?? []).filter(
        (entry) => Array.isArray(entry) && entry[0] === 'track' && entry[1] === 'CompletePayment',
      ),
      purchases: (w.dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'purchase'),
    };
  });
}

/** Requests to the video-ad pixel's host, and any script the Content-Security-Policy refused. */
function watchTags(page: Page) {
  const pixelRequests: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('analytics.tiktok.com')) pixelRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return { pixelRequests, refused };
}

test('a paid order fires the ad conversion and the purchase once, with marketing consent', async ({
  page,
}) => {
  await withConsent(page, { functional: true, analytics: true, marketing: true });
  const tags = watchTags(page);
  await createStoredResult(page, 'adhd');
  await buyWithTestProvider(page, 'marketing-yes@example.org');

  await expect.poll(async () => (await paidOrderEvents(page)).adConversions.length).toBe(1);
  const { adConversions, purchases } = await paidOrderEvents(page);
  const [orderEvent] = adConversions as [string, string, Record<string, unknown>, { event_id: string }][];
  expect(orderEvent?.[2]).toEqual({
    content_id: 'adhd',
    content_name: 'Complete Report',
    content_type: 'product',
    quantity: 1,
    value: 29.99,
    currency: 'EUR',
  });
  expect(orderEvent?.[3].event_id).toMatch(/^order-\d+$/);
  expect(purchases).toEqual([
    [
      'event',
      'purchase',
      {
        transaction_id: orderEvent?.[3].event_id,
        value: 29.99,
        currency: 'EUR',
        items: [{ item_id: 'adhd', item_name: 'Complete Report', price: 29.99, quantity: 1 }],
      },
    ],
  ]);
  expect(tags.pixelRequests.length).toBeGreaterThan(0);
  expect(tags.refused).toEqual([]);

  // The same order seen again (a reload, the back button) is not a second sale.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  expect(await paidOrderEvents(page)).toEqual({ adConversions: [], purchases: [] });
});

test('a paid order fires nothing without marketing consent, and the pixel never loads', async ({ page }) => {
  await withConsent(page, { functional: true, analytics: true, marketing: false });
  const tags = watchTags(page);
  await createStoredResult(page, 'spd');
  const order = page.waitForResponse((response) => response.url().endsWith('/api/process-order'));
  await buyWithTestProvider(page, 'marketing-no@example.org');
  expect(await (await order).json()).toMatchObject({ success: true });

  expect(await paidOrderEvents(page)).toEqual({ adConversions: [], purchases: [] });
  expect(tags.pixelRequests).toEqual([]);
});

test('a free order fires no purchase events, even with marketing consent', async ({ page }) => {
  await withConsent(page, { functional: true, analytics: true, marketing: true });
  const result = await createStoredResult(page, 'dyslexia');
  await page.goto('/standard-payment');
  await page.getByLabel('Email Address').fill('free-reader@example.org');
  await page.getByLabel('Discount Code').fill(FREE_CODE);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code will be applied at checkout')).toBeVisible();
  await page.getByRole('checkbox', { name: ANSWERS_CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  expect(await paidOrderEvents(page)).toEqual({ adConversions: [], purchases: [] });

  // The return page's free variant confirms the same order, and still counts no sale.
  await page.goto(`/payment-success?free=true&assessmentResultId=${result.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  expect(await paidOrderEvents(page)).toEqual({ adConversions: [], purchases: [] });
});
