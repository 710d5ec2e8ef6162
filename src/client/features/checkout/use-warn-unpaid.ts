import { useEffect, useRef } from 'react';
import * as m from '#messages/payment-return';
import { toast } from '../../components/ui/toast-store.ts';
import type { VerificationState } from './use-order-verification.ts';

const FAILED_TOAST_MS = 5000;
const GUIDANCE_TOAST_MS = 10_000;

/** An unpaid session: says once that the payment was not completed and where to go next. */
export function useWarnUnpaid(status: VerificationState['status'], isStayOnPage: boolean): void {
  const hasWarned = useRef(false);
  useEffect(() => {
    if (status !== 'unpaid' || isStayOnPage || hasWarned.current) return;
    hasWarned.current = true;
    toast({
      title: m.unpaidToastTitle,
      description: m.unpaidToastText,
      variant: 'destructive',
      duration: FAILED_TOAST_MS,
    });
    toast({
      title: m.guidanceToastTitle,
      description: m.guidanceToastText,
      duration: GUIDANCE_TOAST_MS,
    });
  }, [status, isStayOnPage]);
}
