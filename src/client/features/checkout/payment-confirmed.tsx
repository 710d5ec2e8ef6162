import type { ReactNode, RefObject } from 'react';
import * as m from '#messages/payment-return';
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
      <SuccessPanel headingRef={headingRef} title={m.successTitle}>
        <p className="text-lg">
          {email ? (
            <>
              {m.resultsSentToBefore}
              <strong className="font-semibold break-words">{email}</strong>
              {m.resultsSentToAfter}
            </>
          ) : (
            m.resultsSentToGivenAddress
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
