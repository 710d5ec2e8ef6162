import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AssessmentType } from '../../src/domain/assessments/catalogue.ts';
import type { ResultContext } from '../../src/domain/assessments/result-context.ts';
import type { CountryCode } from '../../src/domain/report/countries.ts';
import { renderQueuedReport } from './message-context.ts';
import { postAs, startVisitorSession } from './test-app.ts';

/**
 * A new visitor's real free order, as the pages make it: the answers stored, the context answers given (when there
 * are any), the order placed with the free-order code, and its report rendered as the outbox renders it. Returns
 * the text of the report and of the letter attached beside it, whitespace folded, as pdftotext reads them.
 */
export async function orderFreeReport(
  app: FastifyInstance,
  {
    type,
    responses,
    country,
    freeCode,
    context = null,
  }: {
    type: AssessmentType;
    responses: Record<string, number>;
    country: CountryCode | null;
    freeCode: string;
    context?: ResultContext | null;
  },
): Promise<{ report: string; letter: string }> {
  const visitor = await startVisitorSession(app);
  const stored = await postAs(app, visitor, '/api/assessment-results', {
    email: null,
    assessmentType: type,
    responses,
    score: 0,
  });
  expect(stored.statusCode, stored.body).toBe(201);
  const resultId = stored.json().id as number;
  if (context) {
    const given = await app.inject({
      method: 'PUT',
      url: `/api/assessment-results/${resultId}/context`,
      payload: context,
      headers: { cookie: visitor.cookie, 'csrf-token': visitor.csrfToken },
    });
    expect(given.statusCode, given.body).toBe(200);
  }
  const order = await postAs(app, visitor, '/api/free-order', {
    consent: true,
    email: `report-orders-${type}@example.org`,
    assessmentType: type,
    assessmentResultId: resultId,
    discountCode: freeCode,
    ...(country ? { country } : {}),
  });
  expect(order.statusCode, order.body).toBe(200);
  const { text, letterText } = await renderQueuedReport(app, order.json().orderId as number);
  return { report: text, letter: letterText };
}
