import { lazy, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import * as m from '#messages/payment-return';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Clock } from '../../components/ui/icons/clock.tsx';
import { CreditCard } from '../../components/ui/icons/credit-card.tsx';
import { LoaderCircle } from '../../components/ui/icons/loader-circle.tsx';
import { SearchX } from '../../components/ui/icons/search-x.tsx';
import { readAssessmentData } from '../../lib/assessment-storage.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { resendAssessmentEmail } from './checkout-api.ts';
import { DeliveryFailedPage, PageShell, ReturnHome, StatusHeading } from './page-parts.tsx';
import { clearPendingPayment, parsePositiveId, readPendingPayment } from './pending-payment.ts';
import { useClearPendingPayment } from './use-clear-pending-payment.ts';
import { useFocusStatusHeading } from './use-focus-status-heading.ts';
import {
  useOrderVerification,
  type VerificationRequest,
  type VerificationState,
} from './use-order-verification.ts';
import { useRecordOrderEmail } from './use-record-order-email.ts';
import { useReportDeliveryProblem } from './use-report-delivery-problem.ts';
import { useTrackPaidConversion } from './use-track-paid-conversion.ts';
import { useWarnMissingAssessment } from './use-warn-missing-assessment.ts';
import { useWarnUnpaid } from './use-warn-unpaid.ts';

// Shown only for an order confirmed without an address of its own (one with an address opens it instead), so its
// code is downloaded then, as a transition like the panel below.
const PaymentConfirmed = lazy(() => import('./payment-confirmed.tsx'));

// Shown only when the report's e-mail failed, so its code is downloaded then. The state that shows it is a
// transition (use-order-verification.ts): the page keeps its previous screen until the panel is here, instead of
// a loading placeholder.
const EmailDeliveryIssue = lazy(() =>
  import('./email-delivery-issue.tsx').then((module) => ({ default: module.EmailDeliveryIssue })),
);

const TITLES: Record<VerificationState['status'], string> = {
  verifying: m.verifyingTitle,
  pending: m.processingTitle,
  success: m.successTitle,
  error: m.completedTitle,
  unpaid: m.unpaidTitle,
  'not-found': m.paymentNotFoundTitle,
};

type PageParams = VerificationRequest & { isStayOnPage: boolean };

/** Everything the page knows before asking the server: the query string first, then what this browser kept. */
function readParams(search: string): PageParams {
  const query = new URLSearchParams(search);
  const pending = readPendingPayment();
  const stored = readAssessmentData();
  const rawSession =
    query.get('session_id') ?? query.get('checkout_session_id') ?? query.get('payment_intent') ?? '';
  const isFree = query.get('free') === 'true';
  const sessionId = rawSession.trim() && rawSession !== 'free_order' && !isFree ? rawSession.trim() : null;
  return {
    sessionId,
    assessmentResultId:
      parsePositiveId(query.get('assessmentResultId')) ??
      pending.assessmentResultId ??
      parsePositiveId(stored?.assessmentResultId),
    assessmentType: pending.assessmentType ?? stored?.assessmentType,
    email: query.get('email') || pending.email || stored?.email || null,
    isStayOnPage: query.get('stay_on_page') === 'true',
  };
}

export default function PaymentSuccessPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [params] = useState(() => readParams(search));
  const { state, session, retry } = useOrderVerification(params);
  const { sessionId, assessmentResultId } = params;
  usePageTitle(TITLES[state.status]);

  const outcome = state.status === 'success' || state.status === 'error' ? state.outcome : null;
  const email = outcome?.email ?? params.email;
  const assessmentType = outcome?.assessmentType ?? params.assessmentType ?? null;
  const isOrderConfirmed = outcome?.success === true;

  const headingRef = useFocusStatusHeading(state.status);
  useWarnMissingAssessment(sessionId, assessmentResultId);
  useWarnUnpaid(state.status, params.isStayOnPage);
  useClearPendingPayment(isOrderConfirmed);
  useRecordOrderEmail({ isOrderConfirmed, email, assessmentResultId });
  useTrackPaidConversion({
    orderId: outcome?.success ? outcome.orderId : undefined,
    sessionId,
    assessmentType,
    session,
  });
  useReportDeliveryProblem({ state, email, assessmentType, sessionId, assessmentResultId });

  // A confirmed order of this visitor's has an address of its own, which survives a reload: the visitor goes
  // there, and this page is replaced in the history so Back does not ask the provider again. The hooks above
  // have had their turn in this render's effects; the pending keys are cleared now, as this page is leaving.
  const orderRef = isOrderConfirmed ? outcome?.orderRef : undefined;
  useEffect(() => {
    if (!orderRef) return;
    clearPendingPayment();
    navigate(`/orders/${orderRef}`, { replace: true });
  }, [orderRef, navigate]);
  if (orderRef) return <PageLoading label={m.openingOrder} />;

  const thankYou = assessmentType ? (
    <p>{m.thankYouForOrderingAssessment({ assessment: getAssessment(assessmentType).name })}</p>
  ) : (
    <p>{m.thankYouForOrdering}</p>
  );

  switch (state.status) {
    case 'verifying':
      return (
        <PageShell>
          <div role="status" className="flex flex-col items-center py-16 text-center">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand" />
            <h1 className="mt-4 text-xl font-semibold">{m.verifyingTitle}</h1>
            <p className="mt-2 text-muted">{m.verifyingHint}</p>
          </div>
        </PageShell>
      );

    case 'success':
      return (
        <PaymentConfirmed
          headingRef={headingRef}
          email={email}
          orderedType={assessmentType}
          thankYou={thankYou}
        />
      );

    case 'error':
      if (state.outcome === null) {
        return (
          <PageShell>
            <StatusHeading
              headingRef={headingRef}
              icon={<Clock aria-hidden="true" className="size-8 text-warn-ink" />}
            >
              {m.notConfirmedTitle}
            </StatusHeading>
            <p className="mt-3 text-lg">{m.notConfirmedText}</p>
            <SupportLine />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button onClick={retry}>{m.checkAgain}</Button>
              <ReturnHome variant="secondary" />
            </div>
          </PageShell>
        );
      }
      return (
        <DeliveryFailedPage
          headingRef={headingRef}
          thankYou={thankYou}
          issue={
            <EmailDeliveryIssue
              email={email}
              send={
                email && assessmentResultId !== null
                  ? () =>
                      resendAssessmentEmail({
                        email,
                        assessmentResultId,
                        ...(assessmentType ? { assessmentType } : {}),
                        ...(sessionId ? { sessionId } : {}),
                        isFreeOrder: sessionId === null,
                      })
                  : null
              }
            />
          }
        />
      );

    case 'pending':
      return (
        <PageShell>
          <StatusHeading
            headingRef={headingRef}
            icon={<Clock aria-hidden="true" className="size-8 text-brand" />}
          >
            {m.processingTitle}
          </StatusHeading>
          {state.isSlow ? (
            <>
              <p className="mt-3 text-lg">{m.slowText}</p>
              <SupportLine />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button onClick={retry}>{m.checkAgain}</Button>
                <ReturnHome variant="secondary" />
              </div>
            </>
          ) : (
            <>
              <p className="mt-3 text-lg">{m.confirmingText}</p>
              <div className="mt-3 text-lg">{thankYou}</div>
              <div className="mt-8">
                <ReturnHome variant="secondary" />
              </div>
            </>
          )}
        </PageShell>
      );

    case 'unpaid':
      return (
        <PageShell>
          <StatusHeading
            headingRef={headingRef}
            icon={<CreditCard aria-hidden="true" className="size-8 text-brand" />}
          >
            {m.unpaidTitle}
          </StatusHeading>
          <p className="mt-3 text-lg">{m.unpaidText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/standard-payment" className={buttonClasses('primary')}>
              {m.returnToPayment}
            </Link>
            <ReturnHome variant="secondary" />
          </div>
        </PageShell>
      );

    case 'not-found':
      return (
        <PageShell>
          <StatusHeading
            headingRef={headingRef}
            icon={<SearchX aria-hidden="true" className="size-8 text-brand" />}
          >
            {m.paymentNotFoundTitle}
          </StatusHeading>
          <p className="mt-3 text-lg">
            {state.message} {m.linkIncomplete}
          </p>
          <SupportLine />
          <div className="mt-8">
            <ReturnHome />
          </div>
        </PageShell>
      );
  }
}

function SupportLine() {
  const { supportEmail } = getSiteConfig();
  return (
    <p className="mt-3 text-muted">
      {m.supportBefore}
      <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-2">
        {supportEmail}
      </a>
      {m.supportAfter}
    </p>
  );
}
