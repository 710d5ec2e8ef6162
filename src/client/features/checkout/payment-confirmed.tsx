import type { ReactNode, RefObject } from 'react';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { PageShell } from './page-parts.tsx';
import { PurchaseConfirmation } from './purchase-confirmation.tsx';
import { SuccessPanel } from './success-panel.tsx';

/** The return page's "it worked" screen: where the report goes, and what was bought. */
export default function PaymentConfirmed({
  headingRef,
  email,
  orderedType,
  thankYou,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string | null;
  orderedType: AssessmentType | null;
  thankYou: ReactNode;
}) {
  return (
    <PageShell>
      <SuccessPanel headingRef={headingRef} title="Payment Successful!">
        <p className="text-lg">
          {email ? (
            <>
              Your results are being sent to <strong className="font-semibold break-words">{email}</strong>.
            </>
          ) : (
            'Your results are being sent to the e-mail address you gave us.'
          )}
        </p>
        {thankYou}
      </SuccessPanel>
      <div className="mt-8">
        <PurchaseConfirmation email={email} orderedType={orderedType} />
      </div>
    </PageShell>
  );
}
