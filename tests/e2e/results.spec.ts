import { getInsights, getStrengths } from '../../src/domain/assessments/all-insights.ts';
import { decodeSharePayload } from '../../src/domain/assessments/share.ts';
import {
  answerWithMouse,
  createResultThroughApi,
  expectResultsFor,
  planAnswers,
  storeClientData,
} from './support/assessments.ts';
import { expect, expectLive, expectNoAxeViolations, test } from './support/fixtures.ts';
import { BOTH_SCREENS } from './support/screen-sizes.ts';
import { toastList } from './support/toasts.ts';

test('the results page explains the result in words and pictures, and passes axe', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('audhd', (index) => (index % 3 === 0 ? 3 : 1));
  const { id, userId } = await createResultThroughApi(page, plan);
  await storeClientData(page, plan, id, userId);
  await page.goto(`/results?assessmentResultId=${id}`);

  await expectResultsFor(page, plan);
  const insight = getInsights(plan.type, plan.level);
  await expect(page.getByText(insight.summary)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this means' })).toBeVisible();
  await expect(page.getByText(insight.whatItMeans)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this does not mean' })).toBeVisible();
  await expect(page.getByText(insight.whatItDoesNotMean)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A suggested next step' })).toBeVisible();
  await expect(page.getByText(insight.nextStep)).toBeVisible();
  for (const strength of getStrengths(plan.type, plan.responses)) {
    await expect(page.getByRole('heading', { level: 3, name: strength.title })).toBeVisible();
  }
  // The offer is on the page; no sales message covers it.
  await expect(page.getByRole('button', { name: 'Download Full Report' })).toBeVisible();
  await expect(toastList(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Invite friends with the referral program' })).toHaveAttribute(
    'href',
    '/referral-program',
  );
  await expect(page.getByRole('button', { name: 'Share Results' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the server's stored result is shown even when this browser holds nothing", async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('asd', () => 1);
  const { id } = await createResultThroughApi(page, plan);
  await page.goto(`/results?assessmentResultId=${id}`);
  await expectResultsFor(page, plan);
});

test('the data kept in this browser is used when the server cannot be reached', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('adhd', () => 3);
  await page.goto('/');
  await storeClientData(page, plan, 4242, 'visitor');
  await page.route('**/api/assessment-results/4242', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/results?assessmentResultId=4242');
  await expectResultsFor(page, plan);
});

const NOT_HERE = 'This result is not in this browser';

test('without any assessment data the page explains calmly and offers an assessment, and stays', async ({
  consentedPage: page,
}) => {
  await page.clock.install();
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 2, name: NOT_HERE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Assessment Results' })).toBeVisible();
  await expect(
    page.getByText('perhaps the assessment was taken on another device', { exact: false }),
  ).toBeVisible();
  // Long after the old two-second redirect, the page is still there, with no alarm.
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/results$/);
  await expect(toastList(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Choose an assessment' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeFocused();
});

test("another visitor's result is not shown: the link opened elsewhere says what happened", async ({
  browser,
  consentedPage: page,
}) => {
  const plan = planAnswers('spd', () => 4);
  const { id } = await createResultThroughApi(page, plan);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/results?assessmentResultId=${id}`);
  await expect(strangerPage.getByRole('heading', { level: 2, name: NOT_HERE })).toBeVisible();
  await expect(strangerPage.getByText(plan.levelLabel)).toHaveCount(0);
  await expect(toastList(strangerPage)).toHaveCount(0);
  await stranger.close();
});

test('Download Full Report stores the pending redirect and opens the payment route', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('dyslexia', () => 2);
  const { id } = await createResultThroughApi(page, plan);
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('button', { name: 'Download Full Report' }).click();
  await expect(page).toHaveURL(/\/standard-payment$/);
  const stored = await page.evaluate(() => ({
    pendingRedirect: localStorage.getItem('pendingRedirect'),
    data: JSON.parse(localStorage.getItem('assessmentData') ?? 'null'),
  }));
  expect(stored.pendingRedirect).toBe('/new-payment');
  // The payment page reads the result from the browser; it is the one that was on screen.
  expect(stored.data).toMatchObject({
    assessmentResultId: id,
    assessmentType: 'dyslexia',
    score: plan.score,
  });
});

test('Take Another Assessment leads home', async ({ consentedPage: page }) => {
  const plan = planAnswers('adhd', () => 1);
  const { id } = await createResultThroughApi(page, plan);
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('link', { name: 'Take Another Assessment' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a shared link round trip: Share opens the link, Copy copies it, and it opens the summary', async ({
  context,
  consentedPage: page,
}) => {
  // A whole assessment, the dialog and a second page: as long as the other journeys that answer every question.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const plan = planAnswers('dyspraxia', () => 3);
  await page.goto('/assessment/dyspraxia');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);

  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.getByRole('button', { name: 'Share Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Results' });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  // Opening the dialog copies nothing, and no message lies over it.
  await expect(dialog.getByRole('status')).toHaveText('');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  await expect(toastList(page)).toHaveCount(0);
  // This browser has no share sheet, so no button offers one.
  await expect(dialog.getByRole('button', { name: 'Share with an app' })).toHaveCount(0);
  const url = new URL(link);
  expect(url.pathname).toBe('/shared-results');
  // The chat's card names only the assessment unless the person chooses to show the level too.
  expect(url.searchParams.get('preview')).toBe('assessment');
  await expect(dialog.getByRole('radio', { name: 'Only the name of the assessment' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'The assessment and your level' }).check();
  const linkWithLevel = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(new URL(linkWithLevel).searchParams.get('preview')).toBeNull();
  await dialog.getByRole('radio', { name: 'Only the name of the assessment' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
  expect(decodeSharePayload(url.searchParams.get('data'))).toMatchObject({
    ok: true,
    payload: { type: 'dyspraxia', score: plan.score, level: plan.level },
  });
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The link is copied to your clipboard.');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share Results' })).toBeFocused();

  const friend = await context.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { level: 1, name: 'Dyspraxia Traits' })).toBeVisible();
  await expect(friend.getByText(plan.levelLabel, { exact: true }).first()).toBeVisible();
  await expect(friend.getByRole('figure')).toContainText(`${plan.score} out of 32`);
  await friend.close();
});

test('a refused clipboard says the link could not be copied and leaves it to copy by hand', async ({
  consentedPage: page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  const plan = planAnswers('adhd', () => 4);
  const { id } = await createResultThroughApi(page, plan);
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
    'The link could not be copied. Select it above and copy it by hand.',
  );
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Share link' })).toHaveValue(
    /\/shared-results\?data=/,
  );
});

test('where the browser has a share sheet, the dialog offers it, and only that button opens it', async ({
  consentedPage: page,
}) => {
  // The browser's share sheet, stood in for in the test: it records what it was asked to share.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, 'sharedData', { value: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const plan = planAnswers('asd', () => 2);
  const { id } = await createResultThroughApi(page, plan);
  await page.goto(`/results?assessmentResultId=${id}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Results' });
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(await page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData)).toEqual([]);
  await dialog.getByRole('button', { name: 'Share with an app' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
    .toEqual([{ title: 'My Traitscope result', url: link }]);
  await expectNoAxeViolations(page);
});

// Issue 29: the Tab order is the order the eye reads: row by row from the top, left to right within a row; the
// button beside Share is the next or previous stop from it, never many stops away.
for (const { name, use } of BOTH_SCREENS) {
  test.describe(name, () => {
    test.use(use);

    test('the results page is tabbed through in the order it is seen', async ({ consentedPage: page }) => {
      const plan = planAnswers('asd', () => 3);
      const { id, userId } = await createResultThroughApi(page, plan);
      await storeClientData(page, plan, id, userId);
      await page.goto(`/results?assessmentResultId=${id}`);
      await expectResultsFor(page, plan);
      await expectLive(page, 'main h1');
      // Lazy sections (the comparison, erasing the results) are in place before the walk.
      await expect(page.getByRole('button', { name: 'Erase my results' })).toBeVisible();

      await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
        heading.setAttribute('tabindex', '-1');
        (heading as HTMLElement).focus();
      });
      const stops: TabStop[] = [];
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element?.closest('main')) return null;
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return {
            name: (element.textContent ?? '').trim().slice(0, 40),
            top: top + window.scrollY,
            bottom: bottom + window.scrollY,
            left,
            right,
          };
        });
        if (!stop) break;
        stops.push(stop);
      }
      const names = stops.map((stop) => stop.name);
      const share = names.indexOf('Share Results');
      expect(names.slice(share - 1, share + 2)).toEqual([
        'Download Full Report',
        'Share Results',
        'Take Another Assessment',
      ]);
      for (const [index, stop] of stops.entries()) {
        const previous = stops[index - 1];
        if (!previous) continue;
        const isBelow = stop.top >= previous.bottom - 2;
        const isRightOnTheSameRow = stop.top < previous.bottom && stop.left >= previous.right - 2;
        expect(isBelow || isRightOnTheSameRow, `"${stop.name}" after "${previous.name}"`).toBe(true);
      }
    });
  });
}

type TabStop = { name: string; top: number; bottom: number; left: number; right: number };
