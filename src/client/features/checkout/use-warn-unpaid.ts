import { useEffect, useRef } from 'react';
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
      title: 'Payment verification failed',
      description: "It looks like you haven't completed the payment process.",
      variant: 'destructive',
      duration: FAILED_TOAST_MS,
    });
    toast({
      title: 'Please use the buttons below',
      description: 'You can go back to the payment page, or return home.',
      duration: GUIDANCE_TOAST_MS,
    });
  }, [status, isStayOnPage]);
}
