import type { Page } from '@playwright/test';
import type { AssessmentType } from '../../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../../src/domain/assessments/questions.ts';
import { scoreResponses } from '../../../src/domain/assessments/scoring.ts';
import { ANSWERS_CONSENT_LABEL } from '../../../src/domain/your-data/consent.ts';
import { openAsVisitor } from './fixtures.ts';

export const FREE_CODE = 'E2E-FREE';

export type StoredResult = { id: number; type: AssessmentType; score: number };

/**
 * A finished assessment made through the API from the browser (so it belongs to this browser's visitor), and
 * stored in localStorage as the results flow stores it. The payment pages need nothing else.
 */
export async function createStoredResult(
  page: Page,
  type: AssessmentType = 'adhd',
  value = 3,
): Promise<StoredResult> {
  const responses = Object.fromEntries(getQuestions(type).map((question) => [question.id, value]));
  const score = scoreResponses(type, responses);
  if (!page.url().startsWith('http')) await openAsVisitor(page, '/');
  const id = await page.evaluate(
    async ({ type, responses, score }) => {
      const tokenResponse = await fetch('/api/csrf-token', { credentials: 'include' });
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const response = await fetch('/api/assessment-results', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({
          email: null,
          assessmentType: type,
          responses,
          score,
          preliminaryGenerated: true,
        }),
      });
      if (response.status !== 201) throw new Error(`creating a result failed: ${await response.text()}`);
      const body = (await response.json()) as { id: number; userId: string };
      localStorage.setItem(
        'assessmentData',
        JSON.stringify({
          userId: body.userId,
          assessmentType: type,
          responses,
          score,
          assessmentResultId: body.id,
          email: '',
          anonymous: true,
        }),
      );
      localStorage.setItem('assessment_data', JSON.stringify({ responses, score }));
      return body.id;
    },
    { type, responses, score },
  );
  return { id, type, score };
}

/** A POST from the page, with its visitor cookie and anti-forgery token; returns status and JSON body. */
export async function postFromPage(
  page: Page,
  url: string,
  data: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ url, data }) => {
      const tokenResponse = await fetch('/api/csrf-token', { credentials: 'include' });
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'CSRF-Token': csrfToken, 'X-CSRF-Token': csrfToken },
        body: JSON.stringify(data),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url, data },
  );
}

export function readLocal(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Screenshots for docs/ are written only on request: `UPDATE_SCREENSHOTS=1 npx playwright test`. */
export async function saveDocsScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage, animations: 'disabled' });
}

/**
 * Buys the Complete Report of the stored result with the test provider, from the payment page to the return
 * page; resolves once the return page says the payment succeeded.
 */
export async function buyWithTestProvider(page: Page, email: string): Promise<void> {
  await page.goto('/standard-payment');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('checkbox', { name: ANSWERS_CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=test_session_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-success\?session_id=test_session_/);
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
}

/** The checkout session of a return-page visit whose order processing a test stands in for: paid. */
export async function routePaidSession(
  page: Page,
  sessionId: string,
  assessmentType: AssessmentType,
  email: string,
): Promise<void> {
  await page.route(`**/api/checkout-sessions/${sessionId}`, (route) =>
    route.fulfill({
      json: {
        id: sessionId,
        payment_status: 'paid',
        amount_total: 2999,
        currency: 'eur',
        customer_email: email,
        customer_details: { email },
        metadata: { assessmentType, assessmentResultId: '5' },
      },
    }),
  );
}
