import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import { ASK_CONTEXT_PARAM, resultsPath } from '../../../domain/pages/page-routes.ts';
import { focusPageHeading } from '../../components/layout/page-heading.ts';
import { ContextStep } from './context-cards.tsx';
import { ResultDetails } from './result-details.tsx';
import { ResultLoading } from './result-loading.tsx';
import { ResultNotHere } from './result-not-here.tsx';
import { parseResultId, useResult } from './use-result.ts';

/**
 * What the results page shows below its heading: the result this link names, once found, or why there is none.
 * Straight after an assessment (`context=ask`), a stored result without context answers asks for them first.
 */
export default function ResultView() {
  const search = new URLSearchParams(useSearch());
  const resultId = parseResultId(search.get('assessmentResultId'));
  const [, navigate] = useLocation();
  const state = useResult(resultId);
  // Answers given on this page: the result shown keeps them without downloading it again.
  const [givenContext, setGivenContext] = useState<ResultContext | null>(null);
  if (state.status === 'loading') return <ResultLoading />;
  if (state.status === 'missing') return <ResultNotHere />;
  // The page's error boundary explains a failed download (and offers a reload); the result is not missing.
  if (state.status === 'failed') throw state.error;
  const result = { ...state.result, context: state.result.context ?? givenContext };
  if (search.has(ASK_CONTEXT_PARAM) && result.assessmentResultId !== null && result.context === null) {
    const storedId = result.assessmentResultId;
    return (
      <ContextStep
        resultId={storedId}
        onDone={(context) => {
          setGivenContext(context);
          navigate(resultsPath(storedId), { replace: true });
          // The questions are gone with the focus in them: the page's heading takes it, as on arrival.
          requestAnimationFrame(() => focusPageHeading());
        }}
      />
    );
  }
  return <ResultDetails result={result} />;
}
