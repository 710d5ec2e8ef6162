import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { capturedEmailTo } from './mailbox.ts';

/** The personal link of an invitation e-mail (`<PUBLIC_URL>/?invite=<token>`), from its text version. */
export async function inviteLinkFor(adminPage: Page, friendEmail: string): Promise<string> {
  const email = await capturedEmailTo(adminPage, friendEmail, 'A friend invited you to Traitscope');
  const link = /https?:\/\/\S+\?invite=[\w-]+/.exec(email.text)?.[0];
  expect(link, 'the invitation e-mail carries a link').toBeTruthy();
  return link as string;
}

/**
 * A second visitor in a browser context of their own (own cookies, own storage), who already made a cookie
 * choice; with `network`, on that network (the address the server's trusted proxy reports). `errors` collects
 * uncaught page errors, for the test to check as the main page's fixture does.
 */
export async function newVisitor(
  browser: Browser,
  { network }: { network?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(
    network ? { extraHTTPHeaders: { 'x-forwarded-for': network } } : {},
  );
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent-preferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }),
    );
    localStorage.setItem('cookie-consent-given', 'true');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
