import { ASSESSMENT_TYPES, type AssessmentType } from '../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import type { Tally } from './tally.ts';

// What the load test's visitors do, through the public API exactly as the browser client calls it.

type Session = { cookie: string; csrfToken: string };
type Answer = { status: number; body: Record<string, unknown> | undefined };

export type LoadClient = {
  /** Checkout sessions whose Pay call the client sent (answered or not): each must end as one fulfilled order. */
  payAttempts: Set<string>;
  /** Checkout sessions the client saw paid and fulfilled. */
  paidSessions: Set<string>;
  finishAssessment(): Promise<{ session: Session; resultId: number; type: AssessmentType } | undefined>;
  buyReport(email: string): Promise<{ sessionId: string; emailStatus: unknown } | undefined>;
};

/** The body of the checkout call, with the explicit consent to keep the answers with the address. */
function checkoutBody(email: string, type: AssessmentType, resultId: number) {
  return { email, assessmentType: type, assessmentResultId: resultId, consent: true };
}

function answersFor(type: AssessmentType): Record<string, number> {
  return Object.fromEntries(
    getQuestions(type).map((question) => [question.id, Math.floor(Math.random() * 5)]),
  );
}

/**
 * `retryWhileUnavailable` says until when a call that met a 503 or a dropped connection is tried again, as a
 * visitor's browser (or the return page's polling) would; without it, every answer counts as it came.
 */
export function createLoadClient(
  baseUrl: string,
  tally: Tally,
  { retryWhileUnavailable }: { retryWhileUnavailable?: () => number } = {},
): LoadClient {
  const payAttempts = new Set<string>();
  const paidSessions = new Set<string>();

  async function once(
    call: string,
    path: string,
    init: RequestInit,
  ): Promise<Answer & { response?: Response }> {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, init);
      const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
      const body = isJson ? ((await response.json()) as Record<string, unknown>) : undefined;
      if (!isJson) await response.arrayBuffer();
      tally.record({
        at: Date.now(),
        ms: performance.now() - started,
        call,
        status: response.status,
        isJsonError: response.ok || typeof body?.message === 'string',
      });
      return { status: response.status, body, response };
    } catch {
      tally.record({ at: Date.now(), ms: performance.now() - started, call, status: 0, isJsonError: false });
      return { status: 0, body: undefined };
    }
  }

  async function send(call: string, path: string, init: RequestInit) {
    for (;;) {
      const answer = await once(call, path, init);
      const isUnavailable = answer.status === 503 || answer.status === 0;
      if (!isUnavailable || !retryWhileUnavailable || Date.now() > retryWhileUnavailable()) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }

  const post = (call: string, path: string, session: Session, body: unknown) =>
    send(call, path, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  async function startSession(): Promise<Session | undefined> {
    const answer = await send('GET /api/csrf-token', '/api/csrf-token', {});
    const cookie = answer.response?.headers.getSetCookie()[0]?.split(';')[0];
    const csrfToken = answer.body?.csrfToken;
    return cookie && typeof csrfToken === 'string' ? { cookie, csrfToken } : undefined;
  }

  async function finishAssessment() {
    const session = await startSession();
    if (!session) return undefined;
    const type = ASSESSMENT_TYPES[Math.floor(Math.random() * ASSESSMENT_TYPES.length)] ?? 'adhd';
    const saved = await post('POST /api/assessment-results', '/api/assessment-results', session, {
      email: null,
      assessmentType: type,
      responses: answersFor(type),
      score: 0,
      preliminaryGenerated: true,
    });
    const resultId = saved.body?.id;
    if (saved.status !== 201 || typeof resultId !== 'number') return undefined;
    const read = await send('GET /api/assessment-results/:id', `/api/assessment-results/${resultId}`, {
      headers: { cookie: session.cookie },
    });
    return read.status === 200 ? { session, resultId, type } : undefined;
  }

  async function buyReport(email: string) {
    const finished = await finishAssessment();
    if (!finished) return undefined;
    const { session, resultId, type } = finished;
    const checkout = await post(
      'POST /api/create-checkout-session',
      '/api/create-checkout-session',
      session,
      checkoutBody(email, type, resultId),
    );
    const sessionId = checkout.body?.sessionId;
    if (checkout.status !== 200 || typeof sessionId !== 'string') return undefined;
    payAttempts.add(sessionId);
    const paid = await post(
      'POST /api/test-checkout/:id/pay',
      `/api/test-checkout/${sessionId}/pay`,
      session,
      {},
    );
    if (paid.status !== 200) return undefined;
    // The return page and a second tab (or a double click) report the same session at once.
    const reports = await Promise.all(
      [0, 1].map(() => post('POST /api/process-order', '/api/process-order', session, { sessionId })),
    );
    const [first] = reports;
    if (!reports.every((report) => report.status === 200 && report.body?.success === true)) return undefined;
    paidSessions.add(sessionId);
    return { sessionId, emailStatus: first?.body?.emailStatus };
  }

  return { payAttempts, paidSessions, finishAssessment, buyReport };
}

/** Runs `count` loops of `iteration` side by side until `until` (a Date.now() value). */
export async function runLoops(count: number, until: number, iteration: (loop: number) => Promise<unknown>) {
  await Promise.all(
    Array.from({ length: count }, async (_unused, loop) => {
      while (Date.now() < until) await iteration(loop);
    }),
  );
}
