import { useState } from 'react';
import * as v from '#messages/your-data-view';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { erasePersonalData, failureReason } from './your-data-api.ts';

/** Withdrawing consent erases; the question says plainly what goes and what stays. */
export function EraseSection({ onErased }: { onErased: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  const erase = async () => {
    setError(null);
    try {
      onErased(await erasePersonalData());
    } catch (failure) {
      setError(failureReason(failure, v.eraseFailed));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-muted">{v.eraseText}</p>
      <ConfirmAction
        triggerLabel={v.eraseButton}
        question={v.eraseQuestion}
        confirmLabel={v.eraseConfirm}
        cancelLabel={v.eraseCancel}
        busyLabel={v.erasing}
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
