import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AssessmentType } from '../../src/domain/assessments/catalogue.ts';
import type { ResultContext } from '../../src/domain/assessments/result-context.ts';
import type { CountryCode } from '../../src/domain/report/countries.ts';
import { renderQueuedReport } from './message-context.ts';
import { postAs, startVisitorSession, type VisitorSession } from './test-app.ts';

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
    visitor,
    email = `report-orders-${randomUUID()}@example.org`,
  }: {
    type: AssessmentType;
    responses: Record<string, number>;
    country: CountryCode | null;
    freeCode: string;
    context?: ResultContext | null;
    /** The browser that takes and orders; a new visitor when absent. */
    visitor?: VisitorSession;
    /** The address the report goes to; a new one for each order when absent. */
    email?: string;
  },
): Promise<{ report: string; letter: string }> {
  const session = visitor ?? (await startVisitorSession(app));
  const stored = await postAs(app, session, '/api/assessment-results', {
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
      headers: { cookie: session.cookie, 'csrf-token': session.csrfToken },
    });
    expect(given.statusCode, given.body).toBe(200);
  }
  const order = await postAs(app, session, '/api/free-order', {
    consent: true,
    email,
    assessmentType: type,
    assessmentResultId: resultId,
    discountCode: freeCode,
    ...(country ? { country } : {}),
  });
  expect(order.statusCode, order.body).toBe(200);
  const { text, letterText } = await renderQueuedReport(app, order.json().orderId as number);
  return { report: text, letter: letterText };
}
