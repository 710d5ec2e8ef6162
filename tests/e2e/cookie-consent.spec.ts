import type { Page, Request } from '@playwright/test';
import { expect, expectLive, expectNoAxeViolations, THIRD_PARTY_HOSTS, test } from './support/fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Traitscope' });
/** In the footer's flow, on every page: it floats over nothing. */
const settingsButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings', exact: true });

function isAnalyticsRequest(request: Request): boolean {
  const url = request.url();
  return url.includes('/api/events') || THIRD_PARTY_HOSTS.some((host) => url.includes(host));
}

function recordAnalytics(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isAnalyticsRequest(request)) seen.push(request.url());
  });
  return seen;
}

async function storedPreferences(page: Page) {
  return page.evaluate(() => ({
    preferences: JSON.parse(localStorage.getItem('cookie-consent-preferences') ?? 'null'),
    given: localStorage.getItem('cookie-consent-given'),
    marketing: JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'),
  }));
}

test('a first visit shows the banner, which passes axe', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('By clicking Accept All, you consent to our use of cookies');
  await expectNoAxeViolations(page);
});

test('the banner comes first in the page, and its three choices carry the same weight', async ({ page }) => {
  await page.goto('/');
  await expectLive(page, 'main h1');
  // The first Tab reaches it, before the skip link and the header.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
  const looks = await banner(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return [
          style.backgroundColor,
          style.color,
          style.borderColor,
          style.fontWeight,
          style.fontSize,
        ].join();
      }),
    );
  expect(looks).toHaveLength(3);
  expect(new Set(looks).size).toBe(1);
  // In the page's flow at its top: it covers nothing, and the page's heading follows it.
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('static');
});

test('nothing analytics-related leaves the browser before consent', async ({ page }) => {
  const seen = recordAnalytics(page);
  await page.goto('/');
  await expectLive(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.goto('/terms');
  await expectLive(page);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
  expect(scripts.filter((src) => THIRD_PARTY_HOSTS.some((host) => src?.includes(host)))).toEqual([]);
});

test('Accept All stores every category, hides the banner, loads the tags and counts page views', async ({
  page,
}) => {
  await page.goto('/');
  await expectLive(page);
  const changed = page.evaluate(
    () =>
      new Promise((resolve) =>
        window.addEventListener('cookieConsentChanged', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      ),
  );
  const pixel = page.waitForRequest((request) => request.url().includes('analytics.tiktok.com'));
  const gtag = page.waitForRequest((request) => request.url().includes('googletagmanager.com'));
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await changed).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  expect(await storedPreferences(page)).toEqual({
    preferences: { necessary: true, functional: true, analytics: true, marketing: true },
    given: 'true',
    marketing: { marketing: true },
  });
  await pixel;
  await gtag;

  const pageView = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
  expect((await pageView).postDataJSON()).toEqual({ event: 'page_view', path: '/privacy-policy' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toBeVisible();
});

test('Necessary Only stores only the necessary category and sends nothing', async ({ page }) => {
  const seen = recordAnalytics(page);
  await page.goto('/');
  await expectLive(page);
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedPreferences(page)).toEqual({
    preferences: { necessary: true, functional: false, analytics: false, marketing: false },
    given: 'true',
    marketing: { marketing: false },
  });
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('Save Preferences stores the chosen switches, with necessary locked on', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Functional' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect((await storedPreferences(page)).preferences).toEqual({
    necessary: true,
    functional: true,
    analytics: false,
    marketing: false,
  });

  // Functional consent allows first-party statistics but no third-party tag.
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY_HOSTS.some((host) => request.url().includes(host))) thirdParty.push(request.url());
  });
  const pageView = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await pageView;
  expect(thirdParty).toEqual([]);
});

test('the settings dialog explains cookies and privacy rights in its other tabs', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await dialog.getByRole('tab', { name: 'About Cookies' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('Cookies are small files');
  await dialog.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('withdraw your consent');
  await dialog.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(dialog).toHaveCount(0);
});

test("the footer's Cookie settings button opens the settings where the reader is, and gives the focus back", async ({
  page,
}) => {
  await page.goto('/');
  await expectLive(page);
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
  // The home page's lower sections arrive after the page is live, the stories' carousel last (when it comes near
  // the viewport); the footer is measured once they are all there, so nothing moves it after the click.
  await settingsButton(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Illustrative stories' })).toBeVisible();
  await settingsButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  // No jump to the top of the page, and no banner: the dialog is over the page where the reader was, the footer's
  // button still in view behind it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Read from the DOM: behind the open modal the footer is out of the accessibility tree.
  const isFooterButtonInView = await page.evaluate(() => {
    const button = [...document.querySelectorAll('footer button')].find(
      (candidate) => candidate.textContent?.trim() === 'Cookie settings',
    );
    const box = button?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(isFooterButtonInView).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settingsButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Accept All' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await storedPreferences(page)).preferences.marketing).toBe(true);
  await expect(settingsButton(page)).toBeFocused();
});

test('the banner works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  await banner(page).getByRole('button', { name: 'Cookie Settings' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Escape gives the focus back to the button that opened the dialog.
  await expect(banner(page).getByRole('button', { name: 'Cookie Settings' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Accept All' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
});

test('an unreadable stored choice is discarded and the banner shows again', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent-preferences', '{not json');
    localStorage.setItem('cookie-consent-given', 'true');
  });
  await page.goto('/');
  await expectLive(page);
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent-given'))).toBeNull();
});
