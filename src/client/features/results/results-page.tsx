import { useSearch } from 'wouter';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ResultDetails } from './result-details.tsx';
import { ResultNotHere } from './result-not-here.tsx';
import { parseResultId, useResult } from './use-result.ts';

export default function ResultsPage() {
  const resultId = parseResultId(new URLSearchParams(useSearch()).get('assessmentResultId'));
  const state = useResult(resultId);
  if (state.status === 'loading') return <PageLoading label="Loading your results..." />;
  if (state.status === 'missing') return <ResultNotHere />;
  // The page's error boundary explains a failed download (and offers a reload); the result is not missing.
  if (state.status === 'failed') throw state.error;
  return <ResultDetails result={state.result} />;
}
