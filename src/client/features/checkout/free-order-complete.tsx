import { useEffect, useRef } from 'react';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import type { AssessmentData } from '../../lib/assessment-storage.ts';
import { PurchaseConfirmation } from './purchase-confirmation.tsx';
import { SuccessPanel } from './success-panel.tsx';

export type CompletedOrder = { outcome: OrderOutcome; email: string };

export type FreeOrderCompleteProps = { order: CompletedOrder; assessment: AssessmentData };

/** A completed free order shows the green panel in place of the payment form. */
export default function FreeOrderComplete({ order, assessment }: FreeOrderCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <SuccessPanel headingRef={headingRef} title="Payment Successful!">
        <p>Your assessment report has been ordered successfully.</p>
        {order.outcome.isDecidedByEmail ? (
          // A referral reward: whether this address may take one is told to the address, not here.
          <p>
            We are e-mailing the outcome to{' '}
            <strong className="font-semibold break-words">{order.email}</strong>: your{' '}
            {getAssessment(assessment.assessmentType).name} report, or a note if a referral reward cannot be
            used for this address just now.
          </p>
        ) : (
          <p>
            Your {getAssessment(assessment.assessmentType).name} report will be sent to{' '}
            <strong className="font-semibold break-words">{order.email}</strong>.
          </p>
        )}
        <p>Please check your inbox (and spam folder) shortly...</p>
      </SuccessPanel>
      <div className="mt-8">
        <PurchaseConfirmation email={order.email} />
      </div>
    </div>
  );
}
