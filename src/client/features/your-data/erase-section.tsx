import { useState } from 'react';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { errorReason } from '../../lib/call-api.ts';
import { erasePersonalData } from './your-data-api.ts';

/** Withdrawing consent erases; the question says plainly what goes and what stays. */
export function EraseSection({ onErased }: { onErased: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  const erase = async () => {
    setError(null);
    try {
      onErased((await erasePersonalData()).message);
    } catch (failure) {
      setError(errorReason(failure, 'We could not erase your data just now. Please try again.'));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-muted">
        Withdrawing your consent erases your answers, results and e-mail address, and every e-mail we still
        hold for you. Tax and accounting law make us keep each order's amount, date and payment reference,
        with nothing that links them to you. This cannot be undone.
      </p>
      <ConfirmAction
        triggerLabel="Withdraw consent and erase my data"
        question="Erase everything listed on this page?"
        confirmLabel="Yes, erase my data"
        busyLabel="Erasing..."
        onConfirm={erase}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
