import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import * as m from '#messages/payment-return';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import type {
  CheckoutSessionView,
  OrderOutcome,
  ProcessOrderInput,
} from '../../../domain/checkout/schemas.ts';
import { errorStatus, getCheckoutSession, processOrder } from './checkout-api.ts';

/** How often a pending order is asked about again, and for how long before the page says it is slow. */
const POLL_INTERVAL_MS = 3000;
const POLL_WINDOW_MS = 120_000;

export type VerificationState =
  | { status: 'verifying' }
  /** Paid, but the order or its e-mail is not settled yet. `isSlow` once the polling window has passed. */
  | { status: 'pending'; isSlow: boolean }
  | { status: 'success'; outcome: OrderOutcome }
  /** The order is complete but its e-mail could not be sent, or processing kept failing. */
  | { status: 'error'; outcome: OrderOutcome | null }
  /** The provider says the session is not paid (402), or there was nothing to verify. */
  | { status: 'unpaid' }
  | { status: 'not-found'; message: string };

export type VerificationRequest = {
  /** The provider's session id, or null when the page was reached for a free order or without one. */
  sessionId: string | null;
  assessmentResultId: number | null;
  assessmentType: ProcessOrderInput['assessmentType'];
  email: string | null;
};

const NOT_FOUND: VerificationState = { status: 'not-found', message: m.paymentNotFound };

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The return page's state machine. Every state comes from the server: the checkout session says whether the
 * payment went through (its payment_status), and order processing asks the provider again itself, so a
 * made-up or unpaid session never shows "Payment Successful!". A pending order is asked about again every few
 * seconds for two minutes instead of leaving the page stuck. `session` is the checkout session once read (null
 * for free orders): what was paid, for the purchase events.
 */
export function useOrderVerification(request: VerificationRequest) {
  const [state, setState] = useState<VerificationState>(() =>
    request.sessionId === null && request.assessmentResultId === null
      ? { status: 'unpaid' }
      : { status: 'verifying' },
  );
  const [session, setSession] = useState<CheckoutSessionView | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requestRef = useRef(request);
  const requestId = useRef(newRequestId());

  useEffect(() => {
    const { sessionId, assessmentResultId, assessmentType, email } = requestRef.current;
    if (sessionId === null && assessmentResultId === null) return;

    const controller = new AbortController();
    const deadline = Date.now() + POLL_WINDOW_MS;
    let timer: number | undefined;
    let lastOutcome: OrderOutcome | null = null;

    const body: ProcessOrderInput = {
      // Without a session this is the free variant: the server looks up this visitor's completed order.
      sessionId: sessionId ?? 'free_order',
      ...(assessmentResultId !== null ? { assessmentResultId } : {}),
      ...(assessmentType ? { assessmentType } : {}),
      ...(email && LOOKS_LIKE_EMAIL.test(email) ? { email } : {}),
      isFreeOrder: sessionId === null,
      // One id per round of checks, so the server's logs can tell a retry round from the first one.
      requestId: `${requestId.current}-${attempt}`,
      // Informational only: the server charges its own price and ignores these.
      price: REPORT_PRICE.amount / 100,
      currency: REPORT_PRICE.currency,
    };

    // The return page downloads the screens of a confirmed order and of a failed e-mail only for these states: as
    // transitions, they wait for that download with the previous screen in view.
    const showError = (outcome: OrderOutcome | null) =>
      startTransition(() => setState({ status: 'error', outcome }));
    const showSuccess = (outcome: OrderOutcome) =>
      startTransition(() => setState({ status: 'success', outcome }));

    const retryOrGiveUp = (onGiveUp: () => void) => {
      if (Date.now() + POLL_INTERVAL_MS > deadline) {
        onGiveUp();
        return;
      }
      timer = window.setTimeout(check, POLL_INTERVAL_MS);
    };

    async function check() {
      try {
        const outcome = await processOrder(body, controller.signal);
        lastOutcome = outcome;
        if (outcome.success && outcome.emailSent) {
          showSuccess(outcome);
        } else if (outcome.success) {
          showError(outcome);
        } else {
          setState({ status: 'pending', isSlow: false });
          retryOrGiveUp(() => setState({ status: 'pending', isSlow: true }));
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = errorStatus(error);
        if (status === 402) {
          setState({ status: 'unpaid' });
        } else if (status === 404 || status === 400) {
          setState(sessionId === null ? { status: 'unpaid' } : NOT_FOUND);
        } else {
          // A network failure or a server error: the payment itself is safe, so keep asking for a while.
          setState((current) =>
            current.status === 'verifying' ? { status: 'pending', isSlow: false } : current,
          );
          retryOrGiveUp(() => showError(lastOutcome));
        }
      }
    }

    async function verifyPayment() {
      if (sessionId !== null) {
        try {
          const checkoutSession = await getCheckoutSession(sessionId, controller.signal);
          setSession(checkoutSession);
          if (checkoutSession.payment_status === 'unpaid') {
            setState({ status: 'unpaid' });
            return;
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          const status = errorStatus(error);
          if (status === 404 || status === 400) {
            setState(NOT_FOUND);
            return;
          }
          // The session could not be read just now; order processing checks the payment with the provider too.
        }
      }
      await check();
    }

    void verifyPayment();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [attempt]);

  /** Starts a fresh round of checks, e.g. from a "Check again" button once the page said it is slow. */
  const retry = useCallback(() => {
    setState({ status: 'verifying' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, session, retry };
}
