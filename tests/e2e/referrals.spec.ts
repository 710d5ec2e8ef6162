import type { Page } from '@playwright/test';
import { maskEmail } from '../../src/domain/checkout/masked-email.ts';
import { ANSWERS_CONSENT_LABEL } from '../../src/domain/your-data/consent.ts';
import { logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { createStoredResult, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { inviteLinkFor, newVisitor } from './support/referrals.ts';
import { toast } from './support/toasts.ts';

const TITLE = 'Refer Friends Program';

function invitations(page: Page) {
  return page.getByRole('region', { name: 'Your invitations' });
}

function progressBar(page: Page) {
  return page.getByRole('progressbar', { name: 'Progress toward your free Complete Report' });
}

async function openProgram(page: Page): Promise<string> {
  await page.goto('/referral-program');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const code = page.getByRole('region', { name: 'Your referral code' }).locator('code');
  await expect(code).toHaveText(/^TS-[A-Z2-9]{6}$/);
  return (await code.textContent()) ?? '';
}

async function invite(page: Page, email: string): Promise<void> {
  await page.getByLabel("Friend's email address").fill(email);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/referral/friend'));
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  expect((await sent).status()).toBe(200);
  // Toasts are newest first; an earlier invitation's may still be showing below.
  await expect(toast(page, 'Referral sent!').first()).toContainText('Your friend has been invited.');
  await expect(page.getByLabel("Friend's email address")).toHaveValue('');
}

test.describe('referral page', () => {
  test('shows the code, the progress, the form and an empty list, and is axe clean', async ({
    consentedPage: page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const code = await openProgram(page);
    await expect(page).toHaveTitle(`${TITLE} | Traitscope`);
    await expect(page.getByText('0 of 3 friends have completed an assessment')).toBeVisible();
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(invitations(page)).toContainText('You have not invited anyone yet.');
    await expect(page.getByRole('button', { name: /Claim/ })).toHaveCount(0);
    // The address is used only for the invitation, and the page says so.
    await expect(
      page.getByText("We use your friend's address only to send them this one invitation."),
    ).toBeVisible();
    await expect(page.getByLabel("Friend's email address")).toHaveAttribute('type', 'email');
    await expect(page.getByLabel("Friend's email address")).toHaveAttribute('required', '');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy referral code' }).click();
    // Said beside the button, and it stays: no message that goes away before it is read.
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied: your referral code is on your clipboard.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('an empty address sends nothing, an invalid one says Invalid email, a repeated friend is refused', async ({
    consentedPage: page,
  }) => {
    await openProgram(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/referral/friend')) sent.push(request.postData() ?? '');
    });
    const field = page.getByLabel("Friend's email address");

    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Required' })).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill('friend@example');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);

    // The message goes as soon as the address is right; the address is sent trimmed and in lower case.
    const friend = uniqueEmail('repeat');
    await field.fill(`  ${friend.toUpperCase()} `);
    await expect(page.getByText('Invalid email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page, 'Referral sent!')).toContainText('Your friend has been invited.');
    expect(sent.map((body) => JSON.parse(body).friendEmail)).toEqual([friend]);
    await expect(invitations(page).getByRole('listitem').filter({ hasText: friend })).toContainText(
      'Pending',
    );

    await invite(page, uniqueEmail('second'));
    await expect(invitations(page).getByRole('listitem')).toHaveCount(2);

    await field.fill(friend);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page, 'Failed to send referral')).toContainText(
      'You have already invited this friend.',
    );
    await expect(invitations(page).getByRole('listitem')).toHaveCount(2);
  });

  test('claim failures: the server refusing, and a failed call', async ({ consentedPage: page }) => {
    // The check is made to say "claimable"; the real server still knows better and refuses.
    await page.route('**/api/referral/check/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), canClaimReward: true } });
    });
    await openProgram(page);
    await page.getByRole('button', { name: 'Claim Your Free Report' }).click();
    await expect(toast(page, 'Could not claim reward')).toContainText(
      'You need 3 more completed referrals to claim your reward.',
    );

    await page.route('**/api/referral/claim/*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: 'Claim Your Free Report' }).click();
    await expect(toast(page, 'Failed to claim reward')).toContainText(
      'Something went wrong while claiming your reward. Please try again.',
    );
    await expect(page.getByRole('heading', { name: 'Reward Claimed' })).toHaveCount(0);
  });

  test('a list with every status badge', async ({ consentedPage: page }) => {
    await page.route('**/api/referral/*', async (route) => {
      if (route.request().url().includes('/check/')) return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: {
          ...body,
          referrals: [
            {
              id: 3,
              friendEmail: 'c@example.test',
              status: 'expired',
              createdAt: '2025-01-02T10:00:00.000Z',
              isMailed: true,
            },
            {
              id: 2,
              friendEmail: 'b@example.test',
              status: 'completed',
              createdAt: '2025-03-01T10:00:00.000Z',
              isMailed: true,
            },
            {
              id: 1,
              friendEmail: 'a@example.test',
              status: 'pending',
              createdAt: '2025-03-29T10:00:00.000Z',
              isMailed: true,
            },
          ],
        },
      });
    });
    await openProgram(page);
    const items = invitations(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('c@example.test');
    await expect(items.nth(0)).toContainText('Expired');
    await expect(items.nth(1)).toContainText('Completed');
    await expect(items.nth(2)).toContainText('Pending');
    await expect(items.nth(2)).toContainText('Invited 29 Mar 2025');
    await expect(invitations(page)).toContainText('not completed within 30 days');
    await expectNoAxeViolations(page);
  });
});

test.describe('an address invited recently', () => {
  test('the inviter gets the same answer as for any address, and the rule in words', async ({
    consentedPage: page,
    browser,
  }) => {
    const friend = uniqueEmail('popular');
    // Someone else invited the same mailbox first, under another spelling of it.
    const other = await newVisitor(browser);
    await openProgram(other.page);
    await invite(other.page, friend.replace('@', '+first@'));
    await other.context.close();

    await openProgram(page);
    await page.getByLabel("Friend's email address").fill(friend);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    // Whether someone else invited this address is not this inviter's to know (decision 030).
    await expect(toast(page, 'Referral sent!')).toContainText('Your friend has been invited.');
    await expect(toast(page, 'Referral sent!')).toContainText('cannot count toward your reward');
    const item = invitations(page).getByRole('listitem').filter({ hasText: friend });
    await expect(item).toContainText('Pending');
    await expect(item).not.toContainText('Not e-mailed');
    await expect(page.getByLabel("Friend's email address")).toHaveValue('');
    await expectNoAxeViolations(page);
  });
});

test.describe('referral journey', () => {
  test('three invited friends complete an assessment; the claimed code buys a Complete Report for free', async ({
    consentedPage: page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openProgram(page);
    const admin = await newVisitor(browser);
    await logInAsAdmin(admin.page);

    const friends = [uniqueEmail('friend-a'), uniqueEmail('friend-b'), uniqueEmail('friend-c')];
    for (const [index, friend] of friends.entries()) {
      await invite(page, friend);
      await expect(invitations(page).getByRole('listitem').filter({ hasText: friend })).toContainText(
        'Pending',
      );
      const link = await inviteLinkFor(admin.page, friend);

      if (index === 0) {
        // The referrer following their own link is told so; it does not count.
        await page.goto(link);
        await expect(toast(page, 'About your invitation')).toContainText(
          'This is your own invitation link. Share it with a friend instead.',
        );
        await expect(page).toHaveURL(/\/$/);
        await page.goto('/referral-program');
      }

      // The friend, in a browser and on a network of their own: follows the link, then takes an assessment.
      const visitor = await newVisitor(browser, { network: `198.51.${100 + index}.7` });
      const accepted = visitor.page.waitForResponse((response) =>
        response.url().endsWith('/api/referral/accept'),
      );
      await visitor.page.goto(link);
      expect((await accepted).status()).toBe(200);
      await expect(toast(visitor.page, 'Invitation accepted')).toContainText(
        'Welcome! Your friend invited you to Traitscope.',
      );
      // The token leaves the address bar, so a reload or a shared link does not carry it.
      await expect(visitor.page).toHaveURL(/\/$/);
      await createStoredResult(visitor.page, 'adhd');
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      await page.reload();
      await expect(invitations(page).getByRole('listitem').filter({ hasText: friend })).toContainText(
        'Completed',
      );
      await expect(page.getByText(`${index + 1} of 3 friends have completed an assessment`)).toBeVisible();
    }
    await admin.context.close();

    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Claim Your Free Report' }).click();
    const claimed = toast(page, 'Reward claimed!');
    await expect(claimed).toContainText('Use this code at checkout for a free Complete Report.');
    const reward = page.getByRole('region', { name: 'Reward Claimed' });
    await expect(reward).toBeVisible();
    await expect(reward.getByRole('heading', { name: 'Reward Claimed' })).toBeFocused();
    const code = (await reward.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^REWARD-[A-Z2-9]{8}$/);
    await expect(claimed).toContainText(code);
    await expect(page.getByRole('button', { name: 'Claim Your Free Report' })).toHaveCount(0);
    // Without a result of their own yet, the page says to take an assessment first.
    await expect(reward.getByRole('link', { name: 'Choose an assessment' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await reward.getByRole('button', { name: 'Copy reward code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // A second claim is refused by the server; the page no longer offers one.
    const again = await page.evaluate(async () => {
      const { userId } = await (await fetch('/api/visitor')).json();
      const { csrfToken } = await (await fetch('/api/csrf-token')).json();
      const response = await fetch(`/api/referral/claim/${userId}`, {
        method: 'POST',
        headers: { 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
      });
      return response.json();
    });
    expect(again).toMatchObject({ success: false, message: 'You have already claimed your reward.' });

    // The referrer takes an assessment and redeems the code on the payment page.
    await createStoredResult(page, 'dyslexia');
    await page.goto('/referral-program');
    await expect(page.getByRole('region', { name: 'Reward Claimed' }).locator('code')).toHaveText(code);
    await saveDocsScreenshot(page, 'referral');
    await page.getByRole('link', { name: 'Use it on the payment page' }).click();
    await expect(page).toHaveURL(/\/standard-payment$/);
    const buyer = uniqueEmail('referrer');
    await page.getByLabel('Email Address').fill(buyer);
    await page.getByLabel('Discount Code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Discount code will be applied at checkout')).toBeVisible();
    await page.getByRole('checkbox', { name: ANSWERS_CONSENT_LABEL }).check();
    await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your assessment report has been ordered successfully.')).toBeVisible();
    await expect(page.getByText(`We are e-mailing the outcome to ${maskEmail(buyer)}`)).toBeVisible();
  });
});
