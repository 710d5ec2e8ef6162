import { CheckCircle2, FileText, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as m from '#messages/payment';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { REPORT_PRICE_AMOUNT, VAT_INCLUDED } from '../../../domain/checkout/price.ts';
import {
  ASSESSMENT_DATA_KEY,
  type AssessmentData,
  LEGACY_ASSESSMENT_DATA_KEY,
  readAssessmentData,
} from '../../lib/assessment-storage.ts';
import { storage } from '../../lib/storage.ts';
import { trackAssessmentConversion } from '../analytics/analytics.ts';
import { findResultOrder } from './checkout-api.ts';
import { OfferLoading } from './offer-loading.tsx';
import { PaymentForm, type PaymentVariant } from './payment-form.tsx';
import {
  claimConversion,
  clearPendingPayment,
  parsePositiveId,
  readPendingPayment,
} from './pending-payment.ts';

/** A result the payment page can sell a report for has a positive id; a missing or zero one is refused. */
function readPayableAssessment(): { data: AssessmentData | null; isPayable: boolean } {
  const data = readAssessmentData();
  return { data, isPayable: data !== null && parsePositiveId(data.assessmentResultId) !== null };
}

/**
 * The offer below the payment page's heading (payment-page.tsx): the report for the result saved in this browser,
 * and the form. A visitor with no payable result is sent home; one whose result is already ordered, to the order.
 */
export default function PaymentOffer({ variant }: { variant: PaymentVariant }) {
  const [, navigate] = useLocation();
  const isCancelled = new URLSearchParams(useSearch()).get('cancelled') === 'true';
  const [{ data, isPayable }] = useState(readPayableAssessment);
  // A visitor back from a cancelled checkout should not have to type their address again.
  const [initialEmail] = useState(() => readPendingPayment().email ?? data?.email ?? '');
  // Whether this result is already ordered is asked before the form is shown: a visitor back here after
  // ordering (a reload, Back, a restored tab) is taken to their order instead of being offered a second one.
  const [isCheckingOrder, setCheckingOrder] = useState(isPayable);

  useEffect(() => {
    if (isPayable) return;
    if (data) {
      storage.remove(ASSESSMENT_DATA_KEY);
      storage.remove(LEGACY_ASSESSMENT_DATA_KEY);
    }
    navigate('/', { replace: true });
  }, [data, isPayable, navigate]);

  useEffect(() => {
    if (isCancelled) clearPendingPayment();
  }, [isCancelled]);

  const resultId = isPayable ? data?.assessmentResultId : undefined;
  useEffect(() => {
    if (resultId === undefined) return;
    const controller = new AbortController();
    findResultOrder(resultId, controller.signal)
      .then((orderRef) => {
        if (orderRef) navigate(`/orders/${orderRef}`, { replace: true });
        else setCheckingOrder(false);
      })
      // Without an answer the form is offered: the server still refuses a second free order of one result.
      .catch(() => {
        if (!controller.signal.aborted) setCheckingOrder(false);
      });
    return () => controller.abort();
  }, [resultId, navigate]);

  if (!data || !isPayable || isCheckingOrder) return <OfferLoading />;

  const assessment = getAssessment(data.assessmentType);
  return (
    <>
      {isCancelled ? (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-xl border border-line bg-warn-soft p-4 text-warn-ink"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="font-semibold">{m.cancelledStrong}</strong>
            {m.cancelledRest}
          </p>
        </div>
      ) : null}

      <section
        aria-labelledby="package-title"
        className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <h2 id="package-title" className="text-xl font-semibold">
          {m.packageHeading}
        </h2>
        <p className="mt-1 text-muted">{m.packageAnalysis({ assessment: assessment.name })}</p>
        <div className="mt-5 flex items-start justify-between gap-4 border-t border-line pt-5">
          <div className="flex gap-3">
            <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
            <div>
              <h3 className="font-semibold">{m.productName}</h3>
              <p className="text-muted">{m.productSummary}</p>
            </div>
          </div>
          <p className="text-end">
            <span className="sr-only">{m.priceLabel}</span>
            <span className="block text-2xl font-semibold">{REPORT_PRICE_AMOUNT}</span>{' '}
            <span className="block text-sm text-muted">{VAT_INCLUDED}</span>
          </p>
        </div>
        <ul className="mt-5 space-y-2 text-sm">
          {m.points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-label={m.yourDetails}
        className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <PaymentForm
          assessment={data}
          variant={variant}
          initialEmail={initialEmail}
          onFreeOrderComplete={(outcome) => {
            if (outcome.orderId !== undefined && claimConversion(outcome.orderId)) {
              trackAssessmentConversion({ assessmentType: data.assessmentType, isPaid: false, value: 0 });
            }
            // The confirmation has an address of its own, which a reload or a restored tab shows again.
            navigate(`/orders/${outcome.orderRef}`);
          }}
        />
      </section>

      <p className="mt-6 text-center text-sm text-muted">{m.notADiagnosis}</p>
    </>
  );
}
