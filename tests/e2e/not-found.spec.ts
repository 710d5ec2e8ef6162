import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('an unknown path shows Page Not Found and logs the path to the server', async ({
  consentedPage: page,
}) => {
  const logged = page.waitForRequest((request) => request.url().endsWith('/api/log-404'));
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/log-404'));
  await page.goto('/this/page/does-not-exist?ref=old-link');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  expect((await logged).postDataJSON()).toMatchObject({ path: '/this/page/does-not-exist?ref=old-link' });
  expect((await stored).status()).toBe(202);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found page still works when logging fails', async ({ consentedPage: page }) => {
  await page.route('**/api/log-404', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/missing');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
