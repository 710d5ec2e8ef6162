import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ResultDetails } from './result-details.tsx';
import { parseResultId, useResult } from './use-result.ts';

/** Without data, the page sends the visitor home after 2 seconds. */
const NO_DATA_REDIRECT_MS = 2000;
const PRELIMINARY_TOAST_MS = 6000;

export default function ResultsPage() {
  const resultId = parseResultId(new URLSearchParams(useSearch()).get('assessmentResultId'));
  const state = useResult(resultId);
  const [, navigate] = useLocation();
  const hasToasted = useRef(false);

  const isReady = state.status === 'ready';
  const isAnonymous = state.status === 'ready' && state.result.isAnonymous;
  const isMissing = state.status === 'missing';

  useEffect(() => {
    if (!isReady || !isAnonymous || hasToasted.current) return;
    hasToasted.current = true;
    toast({
      title: 'Preliminary Results',
      description: 'These are your free preliminary insights. The Complete Report gives the full picture.',
      duration: PRELIMINARY_TOAST_MS,
    });
  }, [isReady, isAnonymous]);

  useEffect(() => {
    if (!isMissing) return;
    if (!hasToasted.current) {
      hasToasted.current = true;
      toast({
        title: 'No Assessment Data',
        description: "We couldn't find any assessment data. Redirecting to home page.",
        variant: 'destructive',
      });
    }
    const timer = window.setTimeout(() => navigate('/', { replace: true }), NO_DATA_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isMissing, navigate]);

  if (state.status === 'loading') return <PageLoading label="Loading your results..." />;
  if (state.status === 'missing') return <PageLoading label="Taking you to the home page..." />;
  return <ResultDetails result={state.result} />;
}
