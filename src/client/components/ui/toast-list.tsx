import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, type Toast } from './toast-store.ts';

/**
 * Time enough to read a message twice: nothing that closes itself shows for less (a caller's shorter duration is
 * raised to it). A problem stays until it is closed.
 */
const MIN_DURATION = 8000;

/**
 * Renders the toasts with Radix, in a live region so screen readers announce each message; focus stays where it
 * was (Radix never moves it to a toast).
 */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notifications">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={
            t.variant === 'destructive' ? Number.POSITIVE_INFINITY : Math.max(t.duration ?? 0, MIN_DURATION)
          }
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden ${
            t.variant === 'destructive'
              ? 'border-danger/30 bg-danger-soft text-danger'
              : 'border-line bg-surface text-ink'
          }`}
        >
          <div className="grid gap-1">
            {t.title ? (
              <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            ) : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="mx-auto flex w-full max-w-2xl flex-col gap-2 px-4 pt-4" />
    </ToastPrimitive.Provider>
  );
}
