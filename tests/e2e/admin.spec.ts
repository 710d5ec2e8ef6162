import type { Page } from '@playwright/test';
import { getAssessment } from '../../src/domain/assessments/catalogue.ts';
import {
  ADMIN,
  ADMIN_CHUNK,
  countRequests,
  createOrder,
  healthReport,
  logInAsAdmin,
  paymentRecord,
  saveAdminScreenshot,
  uniqueEmail,
} from './support/admin.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const STATUS_LINES = {
  healthy: ['System Healthy', 'All systems are operating normally.'],
  degraded: ['System Degraded', 'Some services are experiencing issues.'],
  unhealthy: ['System Unhealthy', 'Critical services are down!'],
} as const;

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** An outcome said in the page: a status line, or an alert for a problem (the admin area has no toasts). */
function said(page: Page, role: 'status' | 'alert', title: string) {
  return page.getByRole(role).filter({ hasText: title });
}

/** How the system is, said in a line under the heading after each check. */
async function expectStatusLine(page: Page, status: keyof typeof STATUS_LINES) {
  const [title, description] = STATUS_LINES[status];
  await expect(said(page, 'status', title)).toContainText(description);
}

/** The overall status badge says which line the last check gave. */
async function shownStatus(page: Page): Promise<keyof typeof STATUS_LINES> {
  const text = (await page.getByRole('region', { name: 'Overall status' }).textContent()) ?? '';
  if (text.includes('Unhealthy')) return 'unhealthy';
  if (text.includes('Degraded')) return 'degraded';
  return 'healthy';
}

test.describe('admin code stays out of public pages', () => {
  test('public pages never download the admin chunk; the admin area does, without the public shell', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(heading(page, 'Discover Your Neurodivergent Profile')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => ADMIN_CHUNK.test(path))).toEqual([]);

    await page.goto('/admin-login');
    await expect(heading(page, 'Admin Login')).toBeVisible();
    expect(scripts.filter((path) => ADMIN_CHUNK.test(path))).toHaveLength(1);
    // The admin area sets no analytics and shows neither the public header, footer nor cookie banner.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Cookies on Traitscope' })).toHaveCount(0);
  });
});

test.describe('admin guard', () => {
  test('a visitor without a session sees the check, then is sent to the login page', async ({ page }) => {
    // The check is held until its waiting state has been seen: a fixed delay lost that race on a busy machine.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/check', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/health-monitor');
    await expect(page.getByRole('heading', { name: 'Admin Area' })).toBeVisible();
    await expect(page.getByText('Verifying authentication...')).toBeVisible();
    release();
    await expect(said(page, 'alert', 'Authentication Required')).toContainText(
      'Please login with admin credentials',
    );
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(heading(page, 'Admin Login')).toBeVisible();
  });

  test('every admin page is guarded, with the payment history wording on its page', async ({ page }) => {
    await page.goto('/payment-history');
    await expect(said(page, 'alert', 'Authentication Required')).toContainText(
      'Please login with admin credentials to view payment history',
    );
    await expect(page).toHaveURL(/\/admin-login$/);
    for (const path of ['/admin/orders', '/api-key-manager', '/admin/anything']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-login$/);
    }
  });

  test('a check that cannot reach the server says so and goes to the login page', async ({ page }) => {
    await page.route('**/api/admin/check', (route) => route.abort('connectionrefused'));
    await page.goto('/admin/orders');
    await expect(said(page, 'alert', 'Authentication Error')).toContainText(
      'Unable to verify authentication status',
    );
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe('admin login', () => {
  test('asks for both fields, shows the server message on failure, then logs in', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(heading(page, 'Admin Login')).toBeVisible();
    await expect(page.getByText('Unauthorized access attempts are logged')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByText('Required')).toHaveCount(2);

    // The only wrong password of the whole suite: five from one address would make the next logins wait.
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication Error');
    await expect(alert).toContainText('Authentication failed. Please check your username and password.');
    // Focus stays in the form: on the emptied password field, where the next try starts.
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/admin-login', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const password = page.getByLabel('Password', { exact: true });
    const reveal = page.getByRole('button', { name: 'Show password' });
    await password.fill(ADMIN.password);
    await expect(password).toHaveAttribute('type', 'password');
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(ADMIN.password);
    await reveal.press('Enter');
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await reveal.click();
    await page.getByRole('button', { name: 'Login' }).click();
    // Masked again as it is sent, for the browser's password manager.
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/health-monitor$/);
    await expect(heading(page, 'System Health Monitor')).toBeVisible();
    await expect(page.getByText('Admin Access')).toBeVisible();
  });
});

test.describe('health monitor', () => {
  test('shows the real checks in four tabs, with payments and payment history', async ({ page }) => {
    // Creates and pays orders whose report PDFs the server renders meanwhile; that takes a while on 2 cores.
    test.slow();
    const paid = await createOrder(page, { email: uniqueEmail('monitor-paid') });
    const free = await createOrder(page, { email: uniqueEmail('monitor-free'), free: true });
    await logInAsAdmin(page);
    const healthCalls = countRequests(page, '/health');
    await page.goto('/health-monitor');

    await expect(heading(page, 'System Health Monitor')).toBeVisible();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByText('Version')).toBeVisible();
    await expectStatusLine(page, await shownStatus(page));
    await expect(overview).toContainText('0.1.0');
    await expect(overview).toContainText(/\d+h \d+m \d+s/);
    await expect(overview).toContainText('test');
    await expect(overview).toContainText('None');
    const services = overview.getByRole('table', { name: 'Service status' });
    for (const name of ['Database', 'Email', 'Server', 'Logging']) {
      await expect(services.getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(services.getByRole('row', { name: /Database/ })).toContainText(/Up|Degraded|Down/);
    await expect(services.getByRole('row', { name: /Database/ })).toContainText(/\d+ ms/);
    await expectNoAxeViolations(page);
    await saveAdminScreenshot(page, 'admin-health');

    await page.getByRole('tab', { name: 'Services' }).click();
    const cards = page.getByRole('tabpanel', { name: 'Services' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const database = cards.filter({ has: page.getByRole('heading', { name: 'Database' }) });
    await expect(database).toContainText('Response time');
    await expect(database).toContainText('Round trip ms');
    await expect(database).toContainText('Kind');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notifications = page.getByRole('tabpanel', { name: 'Notifications' });
    await expect(notifications).toContainText('No notifications have been sent in this session.');
    await expect(notifications).toContainText('Not configured (set ADMIN_EMAIL)');
    await expect(notifications).toContainText('1 hour per service status');
    await expect(notifications).toContainText('Enabled for non-healthy services');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Notify Admin' }).click();
    await expect(said(page, 'status', 'No Notifications Sent')).toContainText(
      'No notifications were triggered. System may be healthy or notifications throttled.',
    );
    await expect(notifications).toContainText('0 notification(s) sent in this session, from 1 check(s).');

    await page.getByRole('tab', { name: 'Payments' }).click();
    const payments = page
      .getByRole('tabpanel', { name: 'Payments' })
      .getByRole('table', { name: 'Payments' });
    const paidRow = payments.getByRole('row').filter({ hasText: paid.email });
    await expect(paidRow).toContainText('€29.99');
    await expect(paidRow).toContainText('Completed');
    await expect(paidRow).toContainText(/Sent|Pending/);
    const freeRow = payments.getByRole('row').filter({ hasText: free.email });
    await expect(freeRow).toContainText('€0.00');
    await expect(freeRow).toContainText('100% off');
    await expect(freeRow.locator('s')).toHaveText('was €29.99');
    await expect(freeRow).toContainText('Code: E2E-FREE');
    await expectNoAxeViolations(page);

    const history = page.getByRole('table', { name: 'Payment history' });
    await expect(history.getByRole('row').filter({ hasText: paid.email })).toContainText('Paid');
    await expect(history.getByRole('row').filter({ hasText: free.email })).toContainText('Free');

    const before = healthCalls.count;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => healthCalls.count).toBe(before + 1);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  test('each status gives its own line on every refresh; sent notifications are counted', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    const statuses = ['healthy', 'degraded', 'unhealthy'] as const;
    let call = 0;
    await page.route('**/health', (route) =>
      route.fulfill({ json: healthReport(statuses[Math.min(call++, statuses.length - 1)]!) }),
    );
    await page.route('**/health/scheduled?notify=true', (route) =>
      route.fulfill({
        json: {
          ...healthReport('unhealthy'),
          notifications: { sent: true, count: 2, recipient: 'ops@traitscope.test' },
          notificationsSent: 2,
          adminNotifications: { sent: true, count: 2, recipient: 'ops@traitscope.test' },
        },
      }),
    );
    await page.goto('/health-monitor');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expectStatusLine(page, 'healthy');
    await expect(overview).toContainText('Healthy');
    await expect(overview).toContainText('1h 2m 5s');
    await expect(overview).toContainText('production');

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectStatusLine(page, 'degraded');
    await expect(overview.getByRole('row', { name: /Email/ })).toContainText('Degraded');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectStatusLine(page, 'unhealthy');
    await expect(overview.getByRole('row', { name: /Email/ })).toContainText('Down');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Notify Admin' }).click();
    await expect(said(page, 'status', 'Notifications Sent')).toContainText(
      '2 notification(s) sent to ops@traitscope.test',
    );
    await expect(overview).toContainText('Active');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notifications = page.getByRole('tabpanel', { name: 'Notifications' });
    await expect(notifications).toContainText('2 notification(s) sent to ops@traitscope.test');
    await expect(notifications).toContainText('ops@traitscope.test');
  });

  test('checks again every 60 seconds, but never while a check is still running', async ({ page }) => {
    await page.clock.install();
    await logInAsAdmin(page);
    let release: () => void = () => {};
    const calls: number[] = [];
    await page.route('**/health', async (route) => {
      calls.push(calls.length + 1);
      if (calls.length === 2) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      await route.fulfill({ json: healthReport('healthy') });
    });
    await page.goto('/health-monitor');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText('Healthy');
    expect(calls).toHaveLength(1);

    await page.clock.runFor(60_000);
    await expect.poll(() => calls.length).toBe(2);
    // The second check hangs; the next tick joins it instead of starting a third.
    await page.clock.runFor(60_000);
    await page.waitForTimeout(1_000);
    expect(calls).toHaveLength(2);
    release();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await page.clock.runFor(60_000);
    await expect.poll(() => calls.length).toBe(3);
  });

  test('payments tab: the Stripe dashboard link, the empty state and a failure', async ({ page }) => {
    await logInAsAdmin(page);
    let payments: unknown = [paymentRecord({ id: 900001, email: null, userEmail: null, userName: 'Ada' })];
    await page.route('**/api/admin/payments', (route) =>
      payments === 'fail'
        ? route.fulfill({ status: 500, json: { message: 'x' } })
        : route.fulfill({ json: payments }),
    );
    await page.goto('/health-monitor');
    await page.getByRole('tab', { name: 'Payments' }).click();
    const table = page.getByRole('tabpanel', { name: 'Payments' }).getByRole('table', { name: 'Payments' });
    const row = table.getByRole('row').filter({ hasText: '900001' });
    await expect(row).toContainText('Unknown');
    await expect(row).toContainText('Ada');
    await expect(row.getByRole('link', { name: /Stripe dashboard/ })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/test/checkout/sessions/cs_test_mock',
    );
    await expectNoAxeViolations(page);

    payments = [];
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table).toContainText('No payment records found');
    await expect(page.getByRole('table', { name: 'Payment history' })).toContainText(
      'No payment records found',
    );

    payments = 'fail';
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table).toContainText('Failed to fetch payment history: 500');
    await expect(page.getByRole('table', { name: 'Payment history' })).toContainText(
      'Failed to fetch payment history.',
    );
  });

  test('a 401 in the middle of use ends the session and goes to the login page', async ({
    page,
    context,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/health-monitor');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await context.clearCookies();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(said(page, 'alert', 'Authentication Required')).toContainText(
      'Authentication required. Please login as admin.',
    );
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(said(page, 'alert', 'Authentication Required')).toHaveCount(1);
  });
});

test.describe('orders', () => {
  test('lists orders under All Orders, Completed and Pending, with the privacy text', async ({ page }) => {
    // Creates and pays orders whose report PDFs the server renders meanwhile; that takes a while on 2 cores.
    test.slow();
    const completed = await createOrder(page, { email: uniqueEmail('orders-paid'), type: 'asd' });
    const pending = await createOrder(page, { email: uniqueEmail('orders-pending'), pay: false });
    const free = await createOrder(page, { email: uniqueEmail('orders-free'), type: 'dyslexia', free: true });
    await logInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(heading(page, 'Order Management')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Privacy and data policy' })).toContainText(
      'opt out',
    );

    const all = page.getByRole('table', { name: 'All Orders' });
    const completedRow = all.getByRole('row').filter({ hasText: completed.email });
    await expect(completedRow).toContainText(getAssessment('asd').shortName);
    await expect(completedRow).toContainText('€29.99');
    await expect(completedRow).toContainText('Completed');
    await expect(completedRow).toContainText(/Sent|Pending/);
    const pendingRow = all.getByRole('row').filter({ hasText: pending.email });
    await expect(pendingRow).toContainText(getAssessment('adhd').shortName);
    await expect(pendingRow).toContainText('Pending');
    await expect(pendingRow).toContainText('Not sent');
    const freeRow = all.getByRole('row').filter({ hasText: free.email });
    await expect(freeRow).toContainText(getAssessment('dyslexia').shortName);
    await expect(freeRow).toContainText('€0.00');
    await expect(freeRow).toContainText('100% off');
    await expect(freeRow).toContainText('Code: E2E-FREE');
    await expectNoAxeViolations(page);
    await saveAdminScreenshot(page, 'admin-orders');

    await page.getByRole('tab', { name: 'Completed' }).click();
    const completedTable = page.getByRole('table', { name: 'Completed' });
    await expect(completedTable.getByRole('row').filter({ hasText: completed.email })).toBeVisible();
    await expect(completedTable.getByRole('row').filter({ hasText: pending.email })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Pending' }).click();
    const pendingTable = page.getByRole('table', { name: 'Pending' });
    await expect(pendingTable.getByRole('row').filter({ hasText: pending.email })).toBeVisible();
    await expect(pendingTable.getByRole('row').filter({ hasText: completed.email })).toHaveCount(0);
  });

  test('an empty filter says so, an order without e-mail is Anonymous, a reward is marked, a failure is reported', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.route('**/api/admin/orders?status=pending', (route) =>
      route.fulfill({ json: { orders: [] } }),
    );
    await page.route('**/api/admin/orders?status=all', (route) =>
      route.fulfill({
        json: {
          orders: [
            paymentRecord({ email: null, userEmail: null, emailStatus: null }),
            paymentRecord({
              id: 900002,
              amount: 0,
              formattedAmount: '€0.00',
              discountCode: 'REWARD-ABCD2345',
              discountPercentage: 100,
              isReferralReward: true,
              orderType: 'free',
              provider: 'free',
            }),
          ],
        },
      }),
    );
    await page.route('**/api/admin/orders?status=completed', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto('/admin/orders');
    const row = page
      .getByRole('table', { name: 'All Orders' })
      .getByRole('row')
      .filter({ hasText: '#900001' });
    await expect(row).toContainText('Anonymous');
    await expect(row).toContainText('Not sent');
    await expect(row).not.toContainText('Referral reward');
    const reward = page
      .getByRole('table', { name: 'All Orders' })
      .getByRole('row')
      .filter({ hasText: '#900002' });
    await expect(reward).toContainText('Code: REWARD-ABCD2345');
    await expect(reward).toContainText('Referral reward');

    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page.getByRole('table', { name: 'Pending' })).toContainText(
      'No orders found matching the selected filter',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(said(page, 'alert', 'Error Loading Orders')).toContainText(
      'Failed to fetch orders: Internal Server Error',
    );
    await expect(page.getByRole('table', { name: 'Completed' })).toContainText('Failed to fetch orders');
  });
});

test.describe('purchase history', () => {
  test('shows skeleton rows, then every purchase with its delivery status; refresh asks again', async ({
    page,
  }) => {
    const order = await createOrder(page, { email: uniqueEmail('history') });
    await logInAsAdmin(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isFirst = true;
    await page.route('**/api/admin/payments', async (route) => {
      if (isFirst) {
        isFirst = false;
        await held;
      }
      await route.continue();
    });
    const calls = countRequests(page, '/api/admin/payments');
    await page.goto('/payment-history');
    await expect(heading(page, 'Purchase History')).toBeVisible();
    const table = page.getByRole('table', { name: 'All Purchases' });
    await expect(table.getByTestId('skeleton-row').first()).toBeVisible();
    await expect(table).toHaveAttribute('aria-busy', 'true');
    release();

    const row = table.getByRole('row').filter({ hasText: order.email });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(/Sent|Pending/);
    await expect(row.locator('time')).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    await expect(table.getByTestId('skeleton-row')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const before = calls.count;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => calls.count).toBe(before + 1);
  });

  test('delivery badges, the empty state, and a session that ends', async ({ page, context }) => {
    await logInAsAdmin(page);
    let records: unknown = [
      paymentRecord({ id: 1, email: 'a@example.test', userEmail: 'a@example.test', emailStatus: 'sent' }),
      paymentRecord({ id: 2, email: 'b@example.test', userEmail: 'b@example.test', emailStatus: 'pending' }),
      paymentRecord({ id: 3, email: 'c@example.test', userEmail: 'c@example.test', emailStatus: 'failed' }),
      paymentRecord({ id: 4, email: null, userEmail: null, emailStatus: null, orderType: 'free' }),
    ];
    await page.route('**/api/admin/payments', (route) => route.fulfill({ json: records }));
    await page.goto('/payment-history');
    const table = page.getByRole('table', { name: 'All Purchases' });
    await expect(table.getByRole('row').filter({ hasText: 'a@example.test' })).toContainText('Sent');
    await expect(table.getByRole('row').filter({ hasText: 'b@example.test' })).toContainText('Pending');
    await expect(table.getByRole('row').filter({ hasText: 'c@example.test' })).toContainText('Failed');
    const unknown = table.getByRole('row').filter({ hasText: 'Unknown' });
    await expect(unknown).toContainText('Not sent');
    await expect(unknown).toContainText('Free');

    records = [];
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table).toContainText('No payment records found');
    await expectNoAxeViolations(page);

    await page.unroute('**/api/admin/payments');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(said(page, 'alert', 'Authentication Required')).toContainText(
      'Please login with admin credentials to view payment history',
    );
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe('console', () => {
  test('the sidebar leads to every tool; an unknown admin path shows the admin not-found page', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links: [string, string][] = [
      ['Back to Site', '/'],
      ['E-mail Debug', '/email-debug'],
      ['API Key Manager', '/api-key-manager'],
      ['Health Monitor', '/health-monitor'],
      ['Test E-mail Flow', '/test-email-flow'],
      ['Orders', '/admin/orders'],
      ['Purchase History', '/payment-history'],
      ['Two-Step Sign-In', '/admin/two-step'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'API Key Manager' }).click();
    await expect(page).toHaveURL(/\/api-key-manager$/);
    await expect(heading(page, 'API Key Manager')).toBeVisible();

    await page.goto('/admin/no-such-tool');
    await expect(heading(page, 'Page Not Found')).toBeVisible();
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Purchase History' }).click();
    await expect(heading(page, 'Purchase History')).toBeVisible();
    await nav.getByRole('link', { name: 'Back to Site' }).click();
    await expect(heading(page, 'Discover Your Neurodivergent Profile')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('Logout ends the session on the server too', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(heading(page, 'Order Management')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(said(page, 'status', 'Logged Out')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(said(page, 'alert', 'Authentication Required')).toHaveCount(0);

    await page.goto('/health-monitor');
    await expect(page).toHaveURL(/\/admin-login$/);
    const status = await page.evaluate(async () => (await fetch('/api/admin/payments')).status);
    expect(status).toBe(401);
  });
});
