import type { Page } from '@playwright/test';
import { ADMIN_PATHS } from '../../src/domain/pages/page-routes.ts';
import { logInAsAdmin } from './support/admin.ts';
import { createResultThroughApi, planAnswers, shareData, storeClientData } from './support/assessments.ts';
import {
  type AxeScope,
  expect,
  expectNoAxeViolations,
  expectUniqueLandmarks,
  test,
} from './support/fixtures.ts';
import { expectNoAxeViolationsBesideMessages } from './support/mailbox.ts';

// Every page passes axe in the light theme, and the rules a theme can change (contrast, targets) in the dark theme the
// system asks for, in the dark theme chosen in the reading preferences (with a tint) while the system says light,
// and in the light theme chosen with the widest spacing while the system says dark. The admin pages' landmark
// rules are checked here too, once per page: one load and one sign-in serve both.

type Theme = { name: string; colorScheme: 'light' | 'dark'; stored: Record<string, string> | null };

const THEMES: Theme[] = [
  { name: 'light', colorScheme: 'light', stored: null },
  { name: 'dark (system)', colorScheme: 'dark', stored: null },
  { name: 'dark (chosen, blue tint)', colorScheme: 'light', stored: { theme: 'dark', tint: 'blue' } },
  {
    name: 'light (chosen, cream tint, widest spacing)',
    colorScheme: 'dark',
    stored: { theme: 'light', tint: 'cream', spacing: 'widest' },
  },
];

/**
 * Sets `theme` on the open page as a visitor's system and stored choices would: the colour scheme the browser
 * reports, and the `data-pref-*` attributes src/client/public/boot.js puts on <html> from the stored choices (that
 * it does so before the first paint, after a reload, is reading-preferences.spec.ts's to prove).
 */
async function wearTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme.colorScheme });
  await page.evaluate((stored) => {
    const root = document.documentElement;
    for (const name of root.getAttributeNames()) {
      if (name.startsWith('data-pref-')) root.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(stored ?? {})) root.setAttribute(`data-pref-${name}`, value);
  }, theme.stored);
  // Links and buttons fade to the new theme's colours (transition-colors): axe reads the colours they end on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens `path` once and runs axe in each theme once its main heading is on screen: every rule in the first theme,
 * and in the others the rules a theme can change.
 */
async function expectAxeCleanInEveryTheme(
  page: Page,
  path: string,
  check: (page: Page, scope: AxeScope) => Promise<void> = expectNoAxeViolations,
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  for (const [index, theme] of THEMES.entries()) {
    await wearTheme(page, theme);
    await test.step(`${path} in ${theme.name}`, () => check(page, { isThemeOnly: index > 0 }));
  }
}

// One load and four axe runs (one in full) per page.
test.describe.configure({ timeout: 150_000 });

const PUBLIC_PAGES = [
  '/',
  '/assessment/asd',
  '/privacy-policy',
  '/terms',
  '/referral-program',
  '/your-data',
  '/do-not-invite?token=not-one-of-ours',
  `/shared-results?${new URLSearchParams({ data: shareData('adhd', 30) })}`,
  '/a-page-that-does-not-exist',
];

for (const path of PUBLIC_PAGES) {
  test(`${path.split('?')[0]} passes axe in light, dark and chosen themes`, async ({
    consentedPage: page,
  }) => {
    await expectAxeCleanInEveryTheme(page, path);
  });
}

test('the results and payment pages pass axe in light, dark and chosen themes', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('audhd', (index) => index % 5);
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await expectAxeCleanInEveryTheme(page, `/results?assessmentResultId=${id}`);
  await expectAxeCleanInEveryTheme(page, '/standard-payment');
});

test('the admin login passes axe in light, dark and chosen themes, landmarks included', async ({ page }) => {
  await expectAxeCleanInEveryTheme(page, '/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectUniqueLandmarks(page);
});

/** An admin page as an admin sees it: pages that load their figures show them before the check. */
async function expectAdminPageClean(page: Page, scope: AxeScope): Promise<void> {
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
  await expectNoAxeViolationsBesideMessages(page, scope);
}

const ADMIN_PAGES = [
  ...ADMIN_PATHS.filter((path) => path !== '/admin-login'),
  '/admin/privacy',
  '/admin/two-step',
];

for (const path of ADMIN_PAGES) {
  test(`admin ${path} passes axe in light, dark and chosen themes, landmarks included`, async ({ page }) => {
    await logInAsAdmin(page);
    await expectAxeCleanInEveryTheme(page, path, expectAdminPageClean);
    await expectUniqueLandmarks(page);
  });
}
