import { lazy, Suspense } from 'react';
import * as m from '#messages/results';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ResultLoading } from './result-loading.tsx';

// The result itself: fetched beside the app (the route table names it for preloading), shown once it is here.
const ResultView = lazy(() => import('./result-view.tsx'));

/**
 * The page's frame is the same for every visitor, so the server sends it prerendered: the heading and the line
 * under it paint before any script, and stay in place whatever the result turns out to be (one, none here, or
 * a failed download). Only the part below them depends on this browser, and it is rendered in the browser alone.
 */
export default function ResultsPage() {
  const isHydrated = useHydrated();
  const loading = <ResultLoading />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{m.pageTitle}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{m.pageLead}</p>
      {isHydrated ? (
        <Suspense fallback={loading}>
          <ResultView />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
