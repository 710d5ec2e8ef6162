import { lazy, Suspense, useState } from 'react';
import * as m from '#messages/result-context';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import { Button } from '../../components/ui/button.tsx';

// Downloaded only for a result that has no context answers yet.
const ContextQuestions = lazy(() => import('./context-questions.tsx'));

const loading = <p className="mt-4 text-muted">{m.loadingQuestions}</p>;

/** Right after an assessment, before its results: the three optional questions, one at a time. */
export function ContextStep({
  resultId,
  onDone,
}: {
  resultId: number;
  onDone: (context: ResultContext | null) => void;
}) {
  return (
    <section
      aria-labelledby="context-title"
      className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id="context-title" className="text-sm font-semibold tracking-wide text-brand uppercase">
        {m.stepHeading}
      </h2>
      <p className="mt-2 mb-5">{m.whatTheyAreFor}</p>
      <Suspense fallback={loading}>
        <ContextQuestions resultId={resultId} takesFocus={false} onDone={onDone} />
      </Suspense>
      <div className="mt-6 border-t border-line pt-4">
        <Button variant="secondary" onClick={() => onDone(null)}>
          {m.skipToResults}
        </Button>
      </div>
    </section>
  );
}

/** On the results page of a result without context answers: the same questions, when the person asks for them. */
export function ContextOffer({ resultId }: { resultId: number }) {
  const [state, setState] = useState<'closed' | 'open' | 'saved'>('closed');
  return (
    <section
      aria-labelledby="context-offer-title"
      className="mt-10 rounded-2xl border border-line p-6 sm:p-8"
    >
      <h2 id="context-offer-title" className="text-xl font-semibold">
        {m.offerHeading}
      </h2>
      {state === 'saved' ? (
        <p role="status" className="mt-2">
          {m.thankYou}
        </p>
      ) : (
        <>
          <p className="mt-2 mb-5">
            {m.offerIntro} {m.whatTheyAreFor}
          </p>
          {state === 'open' ? (
            <Suspense fallback={loading}>
              <ContextQuestions
                resultId={resultId}
                takesFocus
                onDone={(context) => setState(context ? 'saved' : 'closed')}
              />
            </Suspense>
          ) : (
            <Button variant="secondary" onClick={() => setState('open')}>
              {m.answerThree}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
