import { useEffect, useRef } from 'react';
import * as m from '#messages/payment-return';
import { toast } from '../../components/ui/toast-store.ts';

const MISSING_TOAST_MS = 10_000;

/** A paid return without the visitor's result id (link or browser): says once that the e-mail still comes. */
export function useWarnMissingAssessment(sessionId: string | null, assessmentResultId: number | null): void {
  const hasWarned = useRef(false);
  useEffect(() => {
    if (sessionId === null || assessmentResultId !== null || hasWarned.current) return;
    hasWarned.current = true;
    toast({
      title: m.missingAssessmentTitle,
      description: m.missingAssessmentText,
      duration: MISSING_TOAST_MS,
    });
  }, [sessionId, assessmentResultId]);
}
