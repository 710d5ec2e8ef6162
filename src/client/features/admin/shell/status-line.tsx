import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * What an admin action (or a check) came to, in the words the admin area has always used: a title and a sentence.
 * `info`: it went as asked, or a neutral state. `warning`: a state that needs attention, read out politely (the
 * health check's 'System Unhealthy'). `error`: the action failed, read out at once.
 */
export type StatusMessage = { title: string; description: string; tone: 'info' | 'warning' | 'error' };

const LINE_CLASSES: Record<StatusMessage['tone'], string> = {
  info: 'text-sm text-muted',
  warning: 'text-sm font-medium text-danger',
  error: 'flex gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger',
};

/**
 * The admin area's one way to say an outcome: a line in the page's flow, beside the control or at the top of
 * the card or page it belongs to. It covers nothing and stays until the next outcome replaces it; there are no
 * toasts in the admin area (decision 024). Info and warnings go into a polite `status` region that is always in
 * the page, empty until a message arrives, so screen readers announce what is put in it; an error is an `alert`,
 * announced as it appears. `isFocusedOnShow`: focus moves to the line when it shows, for an outcome that took
 * away the control that was pressed (focus would otherwise fall to the page).
 */
export function StatusLine({
  message,
  className = '',
  isFocusedOnShow = false,
}: {
  message: StatusMessage | null;
  className?: string;
  isFocusedOnShow?: boolean;
}) {
  const lineRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && isFocusedOnShow) lineRef.current?.focus();
  }, [message, isFocusedOnShow]);

  const isError = message?.tone === 'error';
  const line = message ? (
    <p
      ref={lineRef}
      role={isError ? 'alert' : undefined}
      tabIndex={isFocusedOnShow ? -1 : undefined}
      className={`${LINE_CLASSES[message.tone]} focus:outline-none ${className}`}
    >
      {isError ? <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      <span>
        <span className={`font-semibold ${message.tone === 'info' ? 'text-ink' : ''}`}>{message.title}.</span>{' '}
        {message.description}
      </span>
    </p>
  ) : null;
  return (
    <div>
      <div role="status">{isError ? null : line}</div>
      {isError ? line : null}
    </div>
  );
}
