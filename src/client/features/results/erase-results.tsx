import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import * as m from '#messages/results';
import { eraseVisitorResultsContract } from '../../../domain/your-data/contracts.ts';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { clearAssessmentData } from '../../lib/assessment-storage.ts';
import { ApiError, callApi } from '../../lib/call-api.ts';

/**
 * Lets an anonymous visitor erase every result this browser's visitor cookie holds, after a confirmation. An
 * address given at checkout is erased on the Your data page, which first proves the address is theirs.
 */
export default function EraseResults() {
  const headingId = useId();
  const [, navigate] = useLocation();

  const erase = async () => {
    try {
      const { message } = await callApi(eraseVisitorResultsContract, {});
      clearAssessmentData();
      toast({ title: m.erased, description: message || m.erasedDescription });
      navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.notErased,
        description: (error instanceof ApiError && error.reason) || m.tryAgainSoon,
      });
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-line bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {m.eraseHeading}
      </h2>
      <p className="mt-1 text-muted">
        {m.eraseBefore}
        <Link href="/your-data" className="font-medium text-brand underline">
          {m.eraseLink}
        </Link>
        {m.eraseAfter}
      </p>
      <ConfirmAction
        className="mt-4"
        triggerLabel={m.eraseButton}
        triggerVariant="secondary"
        question={m.eraseQuestion}
        confirmLabel={m.eraseConfirm}
        cancelLabel={m.eraseCancel}
        busyLabel={m.erasing}
        onConfirm={erase}
      />
    </section>
  );
}
