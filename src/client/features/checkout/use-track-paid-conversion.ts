import { useEffect } from 'react';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import type { CheckoutSessionView } from '../../../domain/checkout/schemas.ts';
import { trackAssessmentConversion, trackPaidOrder } from '../analytics/analytics.ts';
import { claimConversion } from './pending-payment.ts';

/**
 * A paid order is counted once per browser: the conversion, and the paid-order events the visitor consented to.
 * Free orders have no session and are not counted as sales.
 */
export function useTrackPaidConversion({
  orderId,
  sessionId,
  assessmentType,
  session,
}: {
  orderId: number | undefined;
  sessionId: string | null;
  assessmentType: AssessmentType | null;
  session: CheckoutSessionView | null;
}): void {
  useEffect(() => {
    if (orderId === undefined || sessionId === null || !assessmentType || !claimConversion(orderId)) return;
    const amountTotal = session?.amount_total ?? REPORT_PRICE.amount;
    trackAssessmentConversion({ assessmentType, isPaid: true, value: amountTotal / 100 });
    if (session) {
      trackPaidOrder({
        orderId,
        assessmentType,
        session: { paymentStatus: session.payment_status, amountTotal, currency: session.currency || null },
      });
    }
  }, [orderId, sessionId, assessmentType, session]);
}
