import type { Page } from '@playwright/test';
import { type Dashboard, utcDayWindow } from '../../src/domain/admin-dashboard/dashboard.ts';
import { createOrder, logInAsAdmin, saveAdminScreenshot, uniqueEmail } from './support/admin.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const DASHBOARD_URL = '**/api/admin/dashboard?days=30';

function overview(page: Page) {
  return page.getByRole('tabpanel', { name: 'Overview' });
}

function chart(page: Page, title: string) {
  return overview(page).getByRole('region', { name: title });
}

/** A month of made-up but plausible figures, for the pictures the real database cannot backdate. */
function exampleDashboard(): Dashboard {
  const { dates } = utcDayWindow(new Date(), 30);
  const series = dates.map((date, index) => {
    const paidOrders = [2, 0, 3, 1, 4, 2, 1][index % 7]! + Math.floor(index / 10);
    return {
      date,
      paidOrders,
      freeOrders: index % 5 === 0 ? 1 : 0,
      revenue: { EUR: paidOrders * 2999 - (index % 6 === 0 ? 1500 : 0) * Math.min(paidOrders, 1) },
    };
  });
  return {
    days: 30,
    from: dates[0]!,
    to: dates[29]!,
    currencies: ['EUR'],
    series,
    funnel: { assessmentsCompleted: 412, checkoutsStarted: 131, paid: 68, free: 6 },
  };
}

function emptyDashboard(): Dashboard {
  const example = exampleDashboard();
  return {
    ...example,
    series: example.series.map((day) => ({ ...day, paidOrders: 0, freeOrders: 0, revenue: { EUR: 0 } })),
    funnel: { assessmentsCompleted: 0, checkoutsStarted: 0, paid: 0, free: 0 },
  };
}

test.describe('health monitor dashboard', () => {
  test('shows a purchase made on the site in the orders, revenue and funnel of the last 30 days', async ({
    page,
  }) => {
    // Pays an order whose report PDF the server renders meanwhile; that takes a while on 2 cores.
    test.slow();
    await createOrder(page, { email: uniqueEmail('dashboard-paid') });
    await createOrder(page, { email: uniqueEmail('dashboard-free'), free: true });
    await logInAsAdmin(page);
    await page.goto('/health-monitor');

    await expect(overview(page).getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
    const orders = chart(page, 'Orders per day');
    const rows = orders.getByRole('table', { name: 'Orders per day' }).getByRole('row');
    await expect(rows).toHaveCount(31);
    const today = rows.last();
    const [paid, free] = await today.getByRole('cell').allTextContents();
    expect(Number(paid)).toBeGreaterThanOrEqual(1);
    expect(Number(free)).toBeGreaterThanOrEqual(1);

    const revenue = chart(page, 'Revenue per day (EUR)');
    await expect(revenue).toContainText(/What card payments brought in after discounts: €[\d,]+\.\d\d/);
    await expect(revenue.getByRole('table').getByRole('row').last()).toContainText(/€[1-9][\d,]*\.\d\d/);

    const funnel = chart(page, 'Purchase funnel');
    await expect(funnel.getByRole('listitem')).toHaveCount(3);
    await expect(funnel.getByRole('listitem').first()).toContainText(/Assessments completed: [1-9]/);
    await expect(funnel.getByRole('listitem').nth(1)).toContainText(/Checkouts started: [1-9]/);
    await expect(funnel.getByRole('listitem').nth(2)).toContainText(/Paid or free: [1-9]\d*.*% of checkouts/);
    await expectNoAxeViolations(page);
  });

  test('draws a month of figures with a table to show, and keeps still for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsAdmin(page);
    await page.route(DASHBOARD_URL, (route) => route.fulfill({ json: exampleDashboard() }));
    await page.goto('/health-monitor');

    const orders = chart(page, 'Orders per day');
    await expect(orders.locator('svg rect')).not.toHaveCount(0);
    const table = orders.getByRole('table', { name: 'Orders per day' });
    await expect(table.getByRole('row')).toHaveCount(31);
    // Read by screen readers all along, but drawn in a single clipped pixel until the button shows it.
    const frame = table.locator('xpath=..');
    expect((await frame.boundingBox())?.width).toBeLessThanOrEqual(1);
    const show = orders.getByRole('button', { name: 'Show data table' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await frame.boundingBox())?.width).toBeGreaterThan(200);
    const bar = orders.locator('svg g g').first();
    const transition = await bar.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(Number.parseFloat(transition)).toBeLessThanOrEqual(0.00001);

    await expect(chart(page, 'Revenue per day (EUR)').locator('svg path')).toHaveCount(2);
    const funnel = chart(page, 'Purchase funnel');
    await expect(funnel).toContainText('Assessments completed: 412');
    await expect(funnel).toContainText('Checkouts started: 131');
    await expect(funnel).toContainText('32% of assessments completed');
    await expect(funnel).toContainText('Paid or free: 74');
    await expect(funnel).toContainText('56% of checkouts started: 68 paid, 6 free');
    await expectNoAxeViolations(page);
    await show.click();
    await saveAdminScreenshot(
      page,
      'admin-dashboard',
      overview(page).getByRole('region', { name: 'Last 30 days' }),
    );
  });

  test('says so when nothing happened, and when the figures cannot be loaded', async ({ page }) => {
    await logInAsAdmin(page);
    let reply: 'empty' | 'fail' = 'empty';
    await page.route(DASHBOARD_URL, (route) =>
      reply === 'empty'
        ? route.fulfill({ json: emptyDashboard() })
        : route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await page.goto('/health-monitor');
    await expect(chart(page, 'Orders per day')).toContainText('No completed orders in the last 30 days.');
    await expect(chart(page, 'Revenue per day (EUR)')).toContainText('No card payments in the last 30 days.');
    await expect(chart(page, 'Purchase funnel')).toContainText(
      'No assessments completed or checkouts started in the last 30 days.',
    );
    await expect(overview(page).getByRole('button', { name: 'Show data table' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    reply = 'fail';
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(overview(page).getByRole('alert')).toHaveText('Failed to load the dashboard figures: 500');
  });
});
