import { useEffect, useRef } from 'react';
import * as m from '#messages/payment-return';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { notifyAdminOfPaymentProblem, sendEmailDirect } from './checkout-api.ts';
import type { VerificationState } from './use-order-verification.ts';

/**
 * The order could not be confirmed or its e-mail failed: tells the team once, and tells the visitor what
 * happens next. When nobody on the team can be told, asks once for the report to be sent again.
 */
export function useReportDeliveryProblem({
  state,
  email,
  assessmentType,
  sessionId,
  assessmentResultId,
}: {
  state: VerificationState;
  email: string | null;
  assessmentType: AssessmentType | null;
  sessionId: string | null;
  assessmentResultId: number | null;
}): void {
  const hasReported = useRef(false);
  useEffect(() => {
    if (state.status !== 'error' || hasReported.current || assessmentResultId === null) return;
    hasReported.current = true;
    const isComplete = state.outcome?.success === true;
    void notifyAdminOfPaymentProblem({
      ...(email ? { email } : {}),
      ...(assessmentType ? { assessmentType } : {}),
      paymentAmount: REPORT_PRICE.amount / 100,
      ...(sessionId ? { sessionId } : {}),
      assessmentResultId,
    }).then((isNotified) => {
      if (!isComplete) return;
      // Nobody on the team can look into it, so ask once for the report to be sent again. The server ignores
      // subject and text: it only re-sends this visitor's own report to the order's address. Nobody reads them,
      // so they stay in English.
      if (!isNotified && email) {
        const reportName = assessmentType ? getAssessment(assessmentType).name : 'your assessment';
        void sendEmailDirect({
          email,
          subject: `Your Complete Report: ${reportName}`,
          text: 'Your payment was received. Your Complete Report is attached to this e-mail as a PDF.',
          assessmentResultId,
        });
      }
      toast(
        isNotified
          ? {
              title: m.teamNotifiedTitle,
              description: m.teamNotifiedText,
            }
          : {
              title: m.deliveryIssueToastTitle,
              description: m.useResendText,
            },
      );
    });
  }, [state, email, assessmentType, sessionId, assessmentResultId]);
}
