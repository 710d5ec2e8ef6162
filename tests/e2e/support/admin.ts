import type { Locator, Page, Request } from '@playwright/test';
import type { PaymentRecord } from '../../../src/domain/admin-orders/schemas.ts';
import type { AssessmentType } from '../../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../../src/domain/assessments/questions.ts';
import { scoreResponses } from '../../../src/domain/assessments/scoring.ts';
import type { HealthReport } from '../../../src/domain/health/health-report.ts';
import { expect, openAsVisitor } from './fixtures.ts';

/** The e2e server's admin (playwright.config.ts). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
const FREE_CODE = 'E2E-FREE';
/** The name Vite gives the admin area's chunk: `admin-app-<hash>.js`. */
export const ADMIN_CHUNK = /\/assets\/admin-app-[\w-]+\.js$/;

/** A fresh address per call, so tests running in parallel against one server find their own rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;
}

type Reply = { status: number; body: Record<string, unknown> };

/** A JSON POST from the page, with its visitor cookie and anti-forgery token, as the app's own client sends. */
async function postFromPage(page: Page, url: string, data?: unknown): Promise<Reply> {
  return page.evaluate(
    async ({ url, data }) => {
      const tokenResponse = await fetch('/api/csrf-token', { credentials: 'include' });
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'CSRF-Token': csrfToken,
          'X-CSRF-Token': csrfToken,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url, data },
  );
}

/** Logs the browser in through the API (the login page itself is tested on its own). */
export async function logInAsAdmin(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await openAsVisitor(page, '/admin-login');
  const reply = await postFromPage(page, '/admin-login', ADMIN);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

export type CreatedOrder = { email: string; type: AssessmentType; resultId: number };

/**
 * An order made through the public API as a visitor would: the assessment result, then a checkout session,
 * then (if `pay`) the test provider's Pay. `free` uses the free-order code instead of a checkout.
 */
export async function createOrder(
  page: Page,
  {
    email,
    type = 'adhd',
    pay = true,
    free = false,
  }: { email: string; type?: AssessmentType; pay?: boolean; free?: boolean },
): Promise<CreatedOrder> {
  if (!page.url().startsWith('http')) await openAsVisitor(page, '/admin-login');
  const responses = Object.fromEntries(getQuestions(type).map((question) => [question.id, 2]));
  const result = await postFromPage(page, '/api/assessment-results', {
    email: null,
    assessmentType: type,
    responses,
    score: scoreResponses(type, responses),
    preliminaryGenerated: true,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  const resultId = result.body.id as number;
  if (free) {
    const order = await postFromPage(page, '/api/free-order', {
      consent: true,
      email,
      assessmentType: type,
      assessmentResultId: resultId,
      discountCode: FREE_CODE,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    return { email, type, resultId };
  }
  const checkout = await postFromPage(page, '/api/create-checkout-session', {
    consent: true,
    email,
    assessmentType: type,
    assessmentResultId: resultId,
    currency: 'EUR',
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  if (pay) {
    const paid = await postFromPage(page, `/api/test-checkout/${checkout.body.sessionId}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  return { email, type, resultId };
}

/** Counts the page's calls whose path is exactly `path`. */
export function countRequests(
  page: Page,
  path: string,
): { readonly count: number; readonly requests: Request[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request);
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
  };
}

const NOW = '2025-03-30T10:00:00.000Z';

export function healthReport(
  status: HealthReport['status'],
  overrides: Partial<HealthReport> = {},
): HealthReport {
  const service = (state: 'up' | 'degraded' | 'down') => ({
    status: state,
    responseTime: 12,
    lastChecked: NOW,
    details: { provider: 'capture', reachable: state !== 'down' },
  });
  const email = status === 'healthy' ? 'up' : status === 'degraded' ? 'degraded' : 'down';
  return {
    status,
    version: '9.9.9',
    environment: 'production',
    uptime: 3725,
    timestamp: NOW,
    services: {
      database: service('up'),
      email: service(email),
      server: service('up'),
      logging: service('up'),
    },
    notifications: { sent: false, count: 0, recipient: null },
    ...overrides,
  };
}

export function paymentRecord(overrides: Partial<PaymentRecord>): PaymentRecord {
  return {
    id: 900001,
    createdAt: NOW,
    email: 'mock@example.test',
    userEmail: 'mock@example.test',
    userName: null,
    amount: 2999,
    originalAmount: 2999,
    currency: 'EUR',
    formattedAmount: '€29.99',
    formattedOriginalAmount: '€29.99',
    formattedDate: '30 Mar 2025, 10:00 UTC',
    discountCode: null,
    discountPercentage: null,
    isReferralReward: false,
    status: 'completed',
    emailStatus: 'sent',
    provider: 'stripe',
    providerSessionId: 'cs_test_mock',
    providerDashboardUrl: 'https://dashboard.stripe.com/test/checkout/sessions/cs_test_mock',
    orderType: 'paid',
    assessmentType: 'adhd',
    ...overrides,
  };
}

/**
 * Screenshots for docs/ are written only on request: `UPDATE_SCREENSHOTS=1 npx playwright test`. The whole page,
 * or only `part` of it.
 */
export async function saveAdminScreenshot(page: Page, name: string, part?: Locator): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const options = { path: `docs/screenshots/${name}.png`, animations: 'disabled' } as const;
  await (part ? part.screenshot(options) : page.screenshot({ ...options, fullPage: true }));
}
