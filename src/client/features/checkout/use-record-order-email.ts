import { useEffect, useRef } from 'react';
import { updateAssessmentEmail } from './checkout-api.ts';

/** Once the order is confirmed, stores its e-mail address with the visitor's result (once per page). */
export function useRecordOrderEmail({
  isOrderConfirmed,
  email,
  assessmentResultId,
}: {
  isOrderConfirmed: boolean;
  email: string | null;
  assessmentResultId: number | null;
}): void {
  const hasRecorded = useRef(false);
  useEffect(() => {
    if (!isOrderConfirmed || !email || assessmentResultId === null || hasRecorded.current) return;
    hasRecorded.current = true;
    void updateAssessmentEmail({ assessmentResultId, email });
  }, [isOrderConfirmed, email, assessmentResultId]);
}
