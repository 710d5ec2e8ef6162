import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import {
  buildTakerComparison,
  type ScoreComparison,
  type ScoreHistogram,
} from '../../../domain/comparison/taker-comparison.ts';
import type { Database } from '../../db/client.ts';
import { loadScoreHistogram } from './load-score-histogram.ts';

type CachedHistogram = { histogram: ScoreHistogram; loadedAt: number };

/**
 * An in-process cache of each assessment's score histogram (at most 121 numbers), so a results page or a report
 * costs no scan of the results table. A histogram older than `refreshMs` is loaded again when next asked for;
 * requests that arrive while it loads wait for that one query instead of starting their own. A failed load is
 * not cached: the next request tries again.
 */
export function createScoreComparison({
  loadHistogram,
  refreshMs,
  now = Date.now,
}: {
  loadHistogram: (type: AssessmentType) => Promise<ScoreHistogram>;
  refreshMs: number;
  now?: () => number;
}): ScoreComparison {
  const cached = new Map<AssessmentType, CachedHistogram>();
  const loading = new Map<AssessmentType, Promise<ScoreHistogram>>();

  const histogramOf = (type: AssessmentType): Promise<ScoreHistogram> => {
    const entry = cached.get(type);
    if (entry && now() - entry.loadedAt < refreshMs) return Promise.resolve(entry.histogram);
    const pending = loading.get(type);
    if (pending) return pending;
    // Timed from the start of the query, so two queries of one type are always at least refreshMs apart.
    const startedAt = now();
    const load = loadHistogram(type)
      .then((histogram) => {
        cached.set(type, { histogram, loadedAt: startedAt });
        return histogram;
      })
      .finally(() => loading.delete(type));
    loading.set(type, load);
    return load;
  };

  return {
    compareScore: async (type, score) => buildTakerComparison(await histogramOf(type), score),
  };
}

// One cache per database, shared by the API and the report renderer of an app, however many times they ask.
const shared = new WeakMap<Database, ScoreComparison>();

/** The app's comparison for `db`: the route and the report use the same cache, so they show the same figure. */
export function sharedScoreComparison(db: Database, refreshMs: number): ScoreComparison {
  let comparison = shared.get(db);
  if (!comparison) {
    comparison = createScoreComparison({ loadHistogram: (type) => loadScoreHistogram(db, type), refreshMs });
    shared.set(db, comparison);
  }
  return comparison;
}
