import { type RefObject, useEffect, useRef } from 'react';
import type { VerificationState } from './use-order-verification.ts';

/**
 * The heading of the return page's state. Screen-reader and keyboard users are taken to it each time the state
 * changes, so they hear the news without looking for it.
 */
export function useFocusStatusHeading(
  status: VerificationState['status'],
): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status !== 'verifying') headingRef.current?.focus();
  }, [status]);
  return headingRef;
}
