import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from './toast-store.ts';

// Most page views show no toast, so the Radix toast code is downloaded with the first one.
const ToastList = lazy(() => import('./toast-list.tsx'));

/**
 * In the page's flow under the header, where a message covers nothing the visitor reads or presses, on phones
 * too. Public pages only: the admin area says outcomes in status lines beside what was pressed (decision 024).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
