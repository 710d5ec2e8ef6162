import { Button } from '../../components/ui/button.tsx';
import { errorReason } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { closeDataPage } from './your-data-api.ts';

/** Closes the page now, for someone on a shared computer who does not want to wait for it to run out. */
export function ClosePageButton({ onClosed }: { onClosed: (message: string) => void }) {
  const { isBusy, error, run } = useAction((failure) =>
    errorReason(failure, 'We could not close this page just now. Please try again.'),
  );
  const closePage = () => run(async () => onClosed(await closeDataPage()));

  return (
    <div className="mt-3">
      <Button variant="secondary" size="sm" onClick={closePage} disabled={isBusy}>
        {isBusy ? 'Closing...' : 'Close this page'}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
