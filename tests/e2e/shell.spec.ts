import { expect, expectNoAxeViolations, SUPPORT_EMAIL, test } from './support/fixtures.ts';

test('the home page shell shows the header, hero, disclaimer and footer', async ({ consentedPage: page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Comprehensive Assessment' })).toHaveAttribute(
    'href',
    '/assessment/audhd',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'About Traitscope' })).toBeVisible();
  await expect(footer.getByText('This is not a diagnostic tool.', { exact: false })).toBeVisible();
  await expect(footer.getByText('18+ Only')).toBeVisible();
  await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the header and footer links lead to their pages and the page starts at the top', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  // The page's own content arrives after the shell and pushes the footer down: wait for it, or the click can
  // land where the footer link was a moment earlier.
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Assessment' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a keyboard user can skip to the main content and sees where the focus is', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the server sends a strict Content-Security-Policy: the start script in the page runs, no other inline script does', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('reading-preferences', '{"tint":"cream"}'));
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'[ ;]/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-/);
  // The start script, allowed by its hash, applied the stored choice before the page was painted.
  await expect(page.locator('html')).toHaveAttribute('data-pref-tint', 'cream');
  // Any other inline script, such as one smuggled into the page, is refused.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "yes"';
        document.head.append(script);
      }),
  );
  expect(refused).toMatch(/^script-src/);
  await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes');
});
