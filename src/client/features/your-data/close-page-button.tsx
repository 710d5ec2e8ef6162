import * as v from '#messages/your-data-view';
import { Button } from '../../components/ui/button.tsx';
import { useAction } from '../../lib/use-action.ts';
import { closeDataPage, failureReason } from './your-data-api.ts';

/** Closes the page now, for someone on a shared computer who does not want to wait for it to run out. */
export function ClosePageButton({ onClosed }: { onClosed: (message: string) => void }) {
  const { isBusy, error, run } = useAction((failure) => failureReason(failure, v.closeFailed));
  const closePage = () => run(async () => onClosed(await closeDataPage()));

  return (
    <div className="mt-3">
      <Button variant="secondary" size="sm" onClick={closePage} disabled={isBusy}>
        {isBusy ? v.closing : v.closePage}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
