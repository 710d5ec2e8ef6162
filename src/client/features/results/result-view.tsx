import { useSearch } from 'wouter';
import { ResultDetails } from './result-details.tsx';
import { ResultLoading } from './result-loading.tsx';
import { ResultNotHere } from './result-not-here.tsx';
import { parseResultId, useResult } from './use-result.ts';

/** What the results page shows below its heading: the result this link names, once found, or why there is none. */
export default function ResultView() {
  const resultId = parseResultId(new URLSearchParams(useSearch()).get('assessmentResultId'));
  const state = useResult(resultId);
  if (state.status === 'loading') return <ResultLoading />;
  if (state.status === 'missing') return <ResultNotHere />;
  // The page's error boundary explains a failed download (and offers a reload); the result is not missing.
  if (state.status === 'failed') throw state.error;
  return <ResultDetails result={state.result} />;
}
