import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_CHOSEN_COOKIE } from '../../../src/domain/consent/consent-cookie.ts';

export const SUPPORT_EMAIL = 'support@traitscope.test';
export const THIRD_PARTY_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'analytics.tiktok.com'];

const WCAG_A_AND_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome a theme can change (colours, and the spacing that moves targets and overflow): a page
 * checked in full once is checked against these in each further theme.
 */
const THEME_DEPENDENT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * axe-core put into each document once: `@axe-core/playwright` evaluates its 550 KB source twice in every check
 * (once in `analyze`, again for each frame), which cost about a second per check on this machine (1.2-1.9 s for a
 * single trivial rule, where the rule itself takes 30 ms). This source skips itself once `window.axe` exists.
 */
const AXE_SOURCE_ONCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)}\n}`;

/**
 * axe run in the page itself ("legacy mode"): the default mode opens a blank page for every check to merge the
 * results of cross-origin frames, which these pages do not have, and that alone doubled each check's time on the
 * CI machine. Only violations are collected: the details of the passes were built and thrown away.
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

async function expectNone(builder: AxeBuilder): Promise<void> {
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export type AxeScope = {
  /** Only the rules a theme can change (THEME_DEPENDENT_RULES), for a page already checked in full. */
  isThemeOnly?: boolean;
  /** A part of the page that is not the site's own, such as a sandboxed preview of an e-mail. */
  exclude?: string;
};

/** Zero axe violations against WCAG 2.2 A and AA. */
export async function expectNoAxeViolations(
  page: Page,
  { isThemeOnly = false, exclude }: AxeScope = {},
): Promise<void> {
  const builder = isThemeOnly
    ? axeOn(page).withRules(THEME_DEPENDENT_RULES)
    : axeOn(page).withTags(WCAG_A_AND_AA);
  await expectNone(exclude ? builder.exclude(exclude) : builder);
}

/**
 * The landmark rules of axe's best practices: a screen reader lists a page's landmarks by name, so two with the same
 * role and name cannot be told apart. They do not depend on the theme, so one run per page is enough.
 */
export async function expectUniqueLandmarks(page: Page): Promise<void> {
  await expectNone(
    axeOn(page).withRules(['landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main', 'region']),
  );
}

/**
 * The page is live: React has adopted the server's HTML of `element` (it marks each node it owns), by default the
 * layout; `main h1` waits for the page's own content too. Before that, the prerendered banner and links are plain
 * HTML, and a click on a button does nothing.
 */
export async function expectLive(page: Page, element = '#root > div'): Promise<void> {
  await page.waitForFunction((selector) => {
    const node = document.querySelector(selector);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  }, element);
}

/**
 * Waits until the page shows no loading placeholder. The results and payment pages are live with their heading
 * before their visitor's part is here (decision 047): a live heading does not mean the page is filled in.
 */
export async function expectFilledIn(page: Page): Promise<void> {
  await expect(page.locator('main [role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * Opens `path` as a visitor whose cookie exists before the page loads. A new visitor's first calls (the page's
 * own, and a test's token fetch) would otherwise race to create the cookie, and an anti-forgery token bound to
 * one new visitor is refused for the other.
 */
export async function openAsVisitor(page: Page, path: string): Promise<void> {
  await page.request.get('/api/visitor');
  await page.goto(path);
}

type Fixtures = {
  /** A page whose visitor already made a cookie choice (necessary only), so the banner stays out of the way. */
  consentedPage: Page;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // The network here is closed; third-party tags, when a test lets them load, get an empty script.
    await page.route(/googletagmanager\.com|google-analytics\.com|analytics\.tiktok\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  consentedPage: async ({ page, baseURL }, use) => {
    // The cookie the choice sets, so the server sends pages without the banner, as after a real choice.
    await page.context().addCookies([{ name: CONSENT_CHOSEN_COOKIE, value: '1', url: baseURL ?? '' }]);
    await page.addInitScript(() => {
      if (localStorage.getItem('cookie-consent-given')) return;
      localStorage.setItem(
        'cookie-consent-preferences',
        JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }),
      );
      localStorage.setItem('cookie-consent-given', 'true');
    });
    await use(page);
  },
});

export { expect };
