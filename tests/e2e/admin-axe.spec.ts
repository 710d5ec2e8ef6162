import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_PATHS } from '../../src/domain/page-routes.ts';
import { logInAsAdmin } from './support/admin.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// Issue 18: axe on every admin page. The admin area's own router has a few pages beyond the table's paths.
const ADMIN_PAGES = [
  ...ADMIN_PATHS.filter((path) => path !== '/admin-login'),
  '/admin/privacy',
  '/admin/two-step',
];

/**
 * The WCAG rules (expectNoAxeViolations) and the landmark rules of axe's best practices: a screen reader lists a
 * page's landmarks by name, so two with the same role and name cannot be told apart.
 */
async function expectNoViolations(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const landmarks = await new AxeBuilder({ page })
    .withRules(['landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main', 'region'])
    .analyze();
  expect(
    landmarks.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the admin login page passes axe, landmarks included', async ({ consentedPage: page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoViolations(page);
});

for (const path of ADMIN_PAGES) {
  test(`${path} passes axe, landmarks included`, async ({ consentedPage: page }) => {
    await logInAsAdmin(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Pages that load their figures show them before the check, so it sees the page as an admin does.
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    await expectNoViolations(page);
  });
}
