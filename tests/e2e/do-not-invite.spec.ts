import type { Page } from '@playwright/test';
import { logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { capturedEmailTo } from './support/mailbox.ts';
import { newVisitor } from './support/referrals.ts';

const DONE = 'Done. We will not send you any more invitations.';

/** Presses Tab until `name`'s button has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  for (let presses = 0; presses < 40; presses++) {
    if (await button.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the "${name}" button is not reachable by Tab`);
}

test.describe('do not invite me again', () => {
  test('the link of an invitation leads to a calm page whose button works by keyboard', async ({
    consentedPage: page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const friend = uniqueEmail('no-more');
    await page.goto('/referral-program');
    // The form works once the programme has loaded (the prerendered page is not live before).
    await expect(page.getByRole('region', { name: 'Your referral code' }).locator('code')).toHaveText(/^TS-/);
    await page.getByLabel("Friend's email address").fill(friend);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Your friend has been invited.').first()).toBeVisible();

    const admin = await newVisitor(browser);
    await logInAsAdmin(admin.page);
    const email = await capturedEmailTo(admin.page, friend, 'A friend invited you to Traitscope');
    const link = /Do not invite me again: (\S+)/.exec(email.text)?.[1] ?? '';
    expect(link).toMatch(/\/do-not-invite\?token=[\w.-]+$/);
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await admin.context.close();

    // The friend, in a browser of their own, follows the link from the e-mail.
    const visitor = await newVisitor(browser);
    const own = visitor.page;
    await own.goto(link);
    await expect(own.getByRole('heading', { level: 1, name: 'Do not invite me again' })).toBeVisible();
    await expect(own).toHaveTitle('Do not invite me again | Traitscope');
    await expect(own.getByText('A friend invited you to Traitscope by e-mail.')).toBeVisible();
    await expectNoAxeViolations(own);

    await tabTo(own, 'Do not invite me again');
    await own.keyboard.press('Enter');
    const done = own.getByRole('status').filter({ hasText: DONE });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(own.getByRole('button', { name: 'Do not invite me again' })).toHaveCount(0);
    await expectNoAxeViolations(own);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test('without a link the page says where it works, and offers no button', async ({
    consentedPage: page,
  }) => {
    await page.goto('/do-not-invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Do not invite me again' })).toBeVisible();
    await expect(page.getByText('This page works from the link in an invitation e-mail.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Do not invite me again' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a changed link is refused calmly, with the focus on the reason', async ({ consentedPage: page }) => {
    await page.goto('/do-not-invite?token=not-one-of-ours');
    await page.getByRole('button', { name: 'Do not invite me again' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not read this link.' });
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
