import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../lib/use-action.ts';
import { Button, type ButtonVariant, buttonClasses } from './button.tsx';

/**
 * A button that asks before it acts: the first press shows the question with Yes and Cancel, so one stray click
 * changes nothing. Focus moves to Yes when the question appears.
 */
export function ConfirmAction({
  triggerLabel,
  triggerVariant = 'danger',
  question,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onConfirm,
  className = '',
}: {
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  question: string;
  confirmLabel: string;
  /** The page's word for stepping back ("Cancel"): a shared component has no words of its own. */
  cancelLabel: string;
  busyLabel: string;
  /** Resolves when done; while it runs both buttons are disabled. */
  onConfirm: () => Promise<void>;
  className?: string;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const { isBusy, run } = useAction();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  if (!isConfirming) {
    return (
      <Button variant={triggerVariant} className={className} onClick={() => setConfirming(true)}>
        {triggerLabel}
      </Button>
    );
  }
  return (
    <fieldset className={`rounded-xl border border-danger/40 p-4 ${className}`}>
      <legend className="px-1 font-medium">{question}</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {/* A plain button: it needs a ref for the focus move above. */}
        <button
          ref={confirmRef}
          type="button"
          className={buttonClasses('danger')}
          onClick={() => void run(onConfirm)}
          disabled={isBusy}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={isBusy}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
