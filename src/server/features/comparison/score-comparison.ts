import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import type { SnapshotPolicy } from '../../../domain/comparison/snapshot-policy.ts';
import {
  buildTakerComparison,
  type ComparisonSnapshot,
  type ScoreComparison,
} from '../../../domain/comparison/taker-comparison.ts';
import type { Database } from '../../db/client.ts';
import { currentSnapshot, type PoolKey } from './snapshots.ts';

type CachedSnapshot = { snapshot: ComparisonSnapshot | null; loadedAt: number };

/**
 * An in-process cache of each pool's (an assessment in a language) published snapshot (eight numbers and a date), so a results page or a
 * report costs no query. A snapshot read more than `refreshMs` ago is read again when next asked for (and a new
 * one taken if due); requests that arrive meanwhile wait for that read instead of starting their own. A failed
 * read is not cached: the next request tries again.
 */
export function createScoreComparison({
  loadSnapshot,
  refreshMs,
  now = Date.now,
}: {
  loadSnapshot: (pool: PoolKey) => Promise<ComparisonSnapshot | null>;
  refreshMs: number;
  now?: () => number;
}): ScoreComparison {
  const cached = new Map<string, CachedSnapshot>();
  const loading = new Map<string, Promise<ComparisonSnapshot | null>>();

  const snapshotOf = (pool: PoolKey): Promise<ComparisonSnapshot | null> => {
    const key = `${pool.type}|${pool.language}`;
    const entry = cached.get(key);
    if (entry && now() - entry.loadedAt < refreshMs) return Promise.resolve(entry.snapshot);
    const pending = loading.get(key);
    if (pending) return pending;
    // Timed from the start of the read, so two reads of one type are always at least refreshMs apart.
    const startedAt = now();
    const load = loadSnapshot(pool)
      .then((snapshot) => {
        cached.set(key, { snapshot, loadedAt: startedAt });
        return snapshot;
      })
      .finally(() => loading.delete(key));
    loading.set(key, load);
    return load;
  };

  return {
    compareScore: async (type, score, language) =>
      buildTakerComparison(await snapshotOf({ type, language }), score, getAssessment(type).questionCount),
  };
}

type ComparisonSettings = { refreshMs: number; policy: SnapshotPolicy };

// One cache per app, shared by its API and its report renderer, however many times they ask. Keyed by the app's
// parsed comparison settings, which each app has one of: two apps on one database (two instances, or a test's
// second instance) keep caches of their own, as separate processes would.
const shared = new WeakMap<ComparisonSettings, ScoreComparison>();

/** The app's comparison: the route and the report use the same cache, so they show the same figure. */
export function sharedScoreComparison(db: Database, settings: ComparisonSettings): ScoreComparison {
  let comparison = shared.get(settings);
  if (!comparison) {
    comparison = createScoreComparison({
      loadSnapshot: (pool) => currentSnapshot({ db, pool, policy: settings.policy }),
      refreshMs: settings.refreshMs,
    });
    shared.set(settings, comparison);
  }
  return comparison;
}
