import type { Page } from '@playwright/test';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import {
  answerLabel,
  createResultThroughApi,
  expectResultsFor,
  planAnswers,
  questionHeading,
  storeClientData,
} from './support/assessments.ts';
import { expect, expectLive, expectNoAxeViolations, test } from './support/fixtures.ts';

// Issue 14: the public content pages arrive as HTML that React adopts (hydrates) in the browser.

const PRERENDERED: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Discover Your Neurodivergent Profile' },
  ...ASSESSMENTS.map((assessment) => ({ path: `/assessment/${assessment.id}`, heading: assessment.name })),
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/your-data', heading: 'Your data' },
  { path: '/referral-program', heading: 'Refer Friends Program' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

/** Layout shifts as the browser reports them, from the first paint on (CLS counts those without recent input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Console errors, such as React's report of HTML that does not match what it renders. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A refused API call (the Your data page asking for a session there is none of) is the network's, not React's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Holds a script back until the returned function is called: by default the app's entry, so the page stays the
 * server's HTML.
 */
async function holdAppScript(page: Page, script = /\/assets\/index-[^/]+\.js$/): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { path, heading } of PRERENDERED) {
  test(`${path} arrives with its heading in the HTML and comes alive without errors or layout shift`, async ({
    consentedPage: page,
    request,
  }) => {
    // Before any script: the HTML as a crawler or link preview reads it.
    const html = await (await request.get(path, { headers: { accept: '*/*' } })).text();
    expect(html).toContain(`>${heading.replaceAll('&', '&amp;')}</h1>`);

    const errors = collectConsoleErrors(page);
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectLive(page, 'main h1');
    // Let late content (fun facts, the stories carousel placeholder) settle before the shifts are counted.
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
  });
}

// Issue 31: the results and payment pages depend on this browser, but their heading and the line under it do not:
// the server sends that frame, which paints before any script, and the visitor's part appears below it.
const FRAMES = [
  {
    name: 'a result',
    path: (id: number) => `/results?assessmentResultId=${id}`,
    heading: 'Your Assessment Results',
    line: 'Preliminary insights from your answers',
    isStored: true,
    shown: (page: Page) => page.getByRole('region', { name: 'Preliminary insights' }),
  },
  {
    name: 'no result in this browser',
    path: () => '/results',
    heading: 'Your Assessment Results',
    line: 'Preliminary insights from your answers',
    isStored: false,
    shown: (page: Page) =>
      page.getByRole('heading', { level: 2, name: 'This result is not in this browser' }),
  },
  {
    name: 'the offer for a result',
    path: () => '/standard-payment',
    heading: 'Get Your Detailed Report',
    line: 'The Complete Report goes through your answers in detail',
    isStored: true,
    shown: (page: Page) => page.getByRole('heading', { level: 2, name: 'Assessment Report Package' }),
  },
] as const;

for (const frame of FRAMES) {
  test(`the frame of ${frame.name} paints from the HTML, then the visitor's part appears below it without a shift`, async ({
    consentedPage: page,
    request,
  }) => {
    const plan = planAnswers('asd', () => 2);
    const { id, userId } = await createResultThroughApi(page, plan);
    if (frame.isStored) await storeClientData(page, plan, id, userId);
    const path = frame.path(id);
    // The same HTML for every visitor: no result, no address, no offer in it.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`>${frame.heading}</h1>`);
    expect(html).toContain(frame.line);
    expect(html).not.toContain(plan.levelLabel);

    const errors = collectConsoleErrors(page);
    await recordLayoutShifts(page);
    const release = await holdAppScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: frame.heading });
    await expect(heading).toBeVisible();
    await expect(page.getByText(frame.line, { exact: false })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    const before = await heading.boundingBox();
    release();
    await expect(frame.shown(page)).toBeVisible();
    await expectLive(page, 'main h1');
    expect(await heading.boundingBox()).toEqual(before);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('the cookie banner is in the HTML until a choice is made, and the choice keeps it out of the next page', async ({
  page,
  request,
}) => {
  const banner = page.getByRole('region', { name: 'Cookies on Traitscope' });
  expect(await (await request.get('/terms')).text()).toContain('Cookies on Traitscope');
  const errors = collectConsoleErrors(page);
  await page.goto('/terms');
  await expect(banner).toBeVisible();
  await expectLive(page);
  await banner.getByRole('button', { name: 'Necessary Only' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  // The next page arrives without the banner: the server read the cookie the choice set.
  const next = await page.request.get('/privacy-policy');
  expect(await next.text()).not.toContain('Cookies on Traitscope');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(errors).toEqual([]);
});

test('an assessment is completed from its prerendered start page, with the mouse and with keys', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('adhd', (index) => index % 5);
  await page.goto('/assessment/adhd');
  const total = plan.answers.length;
  for (let number = 1; number <= total; number++) {
    await expect(questionHeading(page, number, total)).toBeVisible();
    const value = plan.answers[number - 1]!;
    if (number % 2 === 1) {
      await page.getByRole('radio', { name: answerLabel(value), exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
    } else {
      await page.getByRole('radio', { name: answerLabel(0), exact: true }).focus();
      await page.keyboard.press(String(value + 1));
      await expect(page.getByRole('radio', { name: answerLabel(value), exact: true })).toBeChecked();
      await page.keyboard.press('Enter');
    }
  }
  await expectResultsFor(page, plan);
});

test('an answer chosen in the HTML before the page comes alive is kept', async ({ consentedPage: page }) => {
  // Hold the page's script back, so the click lands on the server's HTML alone.
  const release = await holdAppScript(page);
  await page.goto('/assessment/dyspraxia', { waitUntil: 'commit' });
  const agree = page.getByRole('radio', { name: answerLabel(3), exact: true });
  await agree.check();
  release();
  await expectLive(page, 'main h1');
  await expect(agree).toBeChecked();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 8')).toBeVisible();
});

test('a cookie choice pressed before the page comes alive is kept', async ({ page }) => {
  const release = await holdAppScript(page);
  // Once the start script asks for the app, the app is on its way but not yet running.
  const asked = page.waitForRequest(/\/assets\/index-[^/]+\.js$/);
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  await asked;
  const banner = page.getByRole('region', { name: 'Cookies on Traitscope' });
  await banner.getByRole('button', { name: 'Necessary Only' }).click();
  release();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent-given'))).toBe('true');
});

test('a link pressed while the page comes alive leads on', async ({ consentedPage: page }) => {
  // The home page's own module held back: the layout is live, the page's content not yet.
  const release = await holdAppScript(page, /\/assets\/home-page-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expectLive(page);
  await page.getByRole('link', { name: 'Start Assessment for ADHD Traits' }).click();
  release();
  await expect(page).toHaveURL(/\/assessment\/adhd$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attention & Focus Traits' })).toBeVisible();
});

test('a jump within the page made before it comes alive stays where it led', async ({
  consentedPage: page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'ADHD Traits', exact: true }) })
    .getByRole('link', { name: 'Research-Based: what the questions are based on' })
    .click();
  const section = page.getByRole('region', { name: 'What the questions are based on' });
  await expect(section).toBeInViewport();
  release();
  await expectLive(page, 'main h1');
  await expect(section).toBeInViewport();
  // A later change of page still starts at the top.
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('each page the visitor moves to gets its own title, description, address and robots rule', async ({
  consentedPage: page,
}) => {
  await page.goto('/');
  await expectLive(page, 'main h1');
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }));
  const home = await head();
  expect(home.title).toBe('Adult self-assessments of neurodivergent traits | Traitscope');
  expect(home.robots).toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveTitle('Privacy Policy | Traitscope');
  const privacy = await head();
  expect(privacy.canonical).toMatch(/\/privacy-policy$/);
  expect(privacy.description).not.toBe(home.description);
  expect(privacy.robots).toBeNull();

  await page.evaluate(() => {
    window.history.pushState(null, '', '/nowhere-at-all');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Page Not Found | Traitscope');
  expect((await head()).robots).toBe('noindex');
  expect((await head()).canonical).toBeUndefined();
});

test('a shared link previews with its own picture, and the picture is a PNG', async ({ request }) => {
  const data = Buffer.from(
    JSON.stringify({ type: 'spd', score: 30, level: 'high', date: '2026-11-20' }),
  ).toString('base64');
  const html = await (await request.get(`/shared-results?${new URLSearchParams({ data })}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/og\/spd-(low|medium|high)\.png$/);
  const picture = await request.get(new URL(image ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});

test('the prerendered pages pass axe once alive', async ({ consentedPage: page }) => {
  for (const path of ['/your-data', '/referral-program']) {
    await page.goto(path);
    await expectLive(page, 'main h1');
    await expectNoAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a styled notice at the top says why, and no button or answer that would do nothing is shown', async ({
    page,
  }) => {
    for (const { path, heading } of PRERENDERED) {
      await page.goto(path);
      const notice = page.getByRole('note');
      await expect(notice, path).toHaveText(
        'Traitscope needs JavaScript to run the assessments. Please enable it and reload the page.',
      );
      // The first thing on the page, painted as a notice rather than stray text.
      const box = await notice.boundingBox();
      expect(box?.y, path).toBe(0);
      expect(await notice.evaluate((element) => getComputedStyle(element).backgroundColor), path).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // The cookie banner and every button (Next, Reading, read-aloud) need the app; links still lead on.
      await expect(page.getByRole('button').filter({ visible: true }), path).toHaveCount(0);
      await expect(page.getByRole('radio').filter({ visible: true }), path).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Cookies on Traitscope' }), path).toBeHidden();
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Comprehensive Assessment' })).toBeVisible();
  });
});
