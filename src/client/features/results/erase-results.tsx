import { useId } from 'react';
import { Link, useLocation } from 'wouter';
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
      toast({ title: 'Results erased', description: message || 'Your results are erased.' });
      navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not erase your results',
        description: (error instanceof ApiError && error.reason) || 'Please try again in a moment.',
      });
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-line bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Erase your results
      </h2>
      <p className="mt-1 text-muted">
        You can erase every result taken in this browser from our records. If you bought a report, you can
        also erase your e-mail address and order on the{' '}
        <Link href="/your-data" className="font-medium text-brand underline">
          Your data
        </Link>{' '}
        page.
      </p>
      <ConfirmAction
        className="mt-4"
        triggerLabel="Erase my results"
        triggerVariant="secondary"
        question="Erase all your results? This cannot be undone."
        confirmLabel="Yes, erase my results"
        busyLabel="Erasing..."
        onConfirm={erase}
      />
    </section>
  );
}
