// When a new comparison snapshot is taken (docs/decisions/028-private-comparison.md). Each snapshot spends
// SNAPSHOT_EPSILON of every counted person's privacy, so snapshots are few: a new one needs the pool to have
// grown by a quarter since the last (an attacker who wants many snapshots must add exponentially many results),
// or the last to be a month old (so erasures and retention show), and never comes within a day of the last.
import { MIN_TAKERS } from './taker-comparison.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SnapshotPolicy = {
  /** No snapshot within this long of the one before. */
  minGapMs: number;
  /** The counted results must reach back at least this far: 200 visitors over several days, not one burst. */
  minSpanMs: number;
  /** A snapshot this old is replaced even if the pool has not grown. */
  maxAgeMs: number;
  /** A snapshot this old is no longer shown (the pool fell below the floor and no new one could be taken). */
  shownForMs: number;
  /** The pool must have grown by this factor since the last snapshot. */
  growth: number;
};

export const DEFAULT_SNAPSHOT_POLICY: SnapshotPolicy = {
  minGapMs: DAY_MS,
  minSpanMs: 3 * DAY_MS,
  maxAgeMs: 30 * DAY_MS,
  shownForMs: 60 * DAY_MS,
  growth: 1.25,
};

export type PoolFigures = {
  /** Distinct visitors counted (their latest varied result on the current wording). */
  counted: number;
  /** When the oldest counted result was stored; null when none is counted. */
  oldestAt: Date | null;
};

export type TakenSnapshot = { counted: number; takenAt: Date };

/** True when a new snapshot should be taken now. */
export function isSnapshotDue({
  latest,
  pool,
  now,
  policy,
}: {
  latest: TakenSnapshot | null;
  pool: PoolFigures;
  now: Date;
  policy: SnapshotPolicy;
}): boolean {
  if (pool.counted < MIN_TAKERS || !pool.oldestAt) return false;
  if (now.getTime() - pool.oldestAt.getTime() < policy.minSpanMs) return false;
  if (!latest) return true;
  const age = now.getTime() - latest.takenAt.getTime();
  if (age < policy.minGapMs) return false;
  return pool.counted >= latest.counted * policy.growth || age >= policy.maxAgeMs;
}

/** True while a snapshot may still be shown. */
export function isSnapshotShown(snapshot: TakenSnapshot, now: Date, policy: SnapshotPolicy): boolean {
  return now.getTime() - snapshot.takenAt.getTime() < policy.shownForMs;
}
