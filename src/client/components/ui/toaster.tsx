import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type ToastPlacement } from './toast-store.ts';

// Most page views show no toast, so the Radix toast code is downloaded with the first one.
const ToastList = lazy(() => import('./toast-list.tsx'));

/**
 * `page-top`: in the page's flow under the header, where a message covers nothing the visitor reads or presses
 * (public pages, phones included). `corner`: floating at the top right, for the admin console's wide screens.
 */
export function Toaster({ placement }: { placement: ToastPlacement }) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} placement={placement} />
    </Suspense>
  );
}
