import { useEffect } from 'react';
import { clearPendingPayment } from './pending-payment.ts';

/** The pending-payment keys are cleared 2 s after the order is confirmed. */
const CLEANUP_DELAY_MS = 2000;

export function useClearPendingPayment(isOrderConfirmed: boolean): void {
  useEffect(() => {
    if (!isOrderConfirmed) return;
    const timer = window.setTimeout(clearPendingPayment, CLEANUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isOrderConfirmed]);
}
