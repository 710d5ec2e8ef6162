import { describe, expect, it } from 'vitest';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import {
  COMPARISON_REFRESH_MS,
  type ComparisonSnapshot,
} from '../../../domain/comparison/taker-comparison.ts';
import { createScoreComparison } from './score-comparison.ts';
import type { PoolKey } from './snapshots.ts';

type PoolName = `${AssessmentType}|${PoolKey['language']}`;

/**
 * A loader that counts its reads and answers from `snapshots` (by 'type|language'), which a test may change in
 * between.
 */
function countingLoader(snapshots: Partial<Record<PoolName, ComparisonSnapshot | null>>) {
  const queries: PoolName[] = [];
  return {
    queries,
    snapshots,
    load: async ({ type, language }: PoolKey) => {
      const name: PoolName = `${type}|${language}`;
      queries.push(name);
      return snapshots[name] ?? null;
    },
  };
}

/** A snapshot with `perBin` results in each of the eight bins. */
const flat = (perBin: number): ComparisonSnapshot => ({
  bins: new Array<number>(8).fill(perBin),
  takenAt: '2026-11-20T10:00:00.000Z',
});

describe('createScoreComparison', () => {
  it('reads once per assessment within the refresh period, and again once it has passed', async () => {
    let clock = 1_000_000;
    const loader = countingLoader({ 'adhd|en': flat(50), 'asd|en': flat(50) });
    const comparison = createScoreComparison({
      loadSnapshot: loader.load,
      refreshMs: COMPARISON_REFRESH_MS,
      now: () => clock,
    });

    const first = await comparison.compareScore('adhd', 20, 'en');
    // 20 of 40 is an average answer of 2, the fifth bin: 200 below and half of its 50, 56% of 400, in fifths.
    expect(first).toEqual({
      available: true,
      takers: 400,
      lowerFrom: 40,
      lowerTo: 60,
      countedOn: '2026-11-20',
    });
    loader.snapshots['adhd|en'] = null;
    clock += COMPARISON_REFRESH_MS - 1;
    expect(await comparison.compareScore('adhd', 30, 'en')).toMatchObject({ available: true, takers: 400 });
    expect(loader.queries).toEqual(['adhd|en']);

    await comparison.compareScore('asd', 10, 'en');
    expect(loader.queries).toEqual(['adhd|en', 'asd|en']);

    clock += 1;
    expect(await comparison.compareScore('adhd', 20, 'en')).toEqual({ available: false, minimumTakers: 200 });
    expect(loader.queries).toEqual(['adhd|en', 'asd|en', 'adhd|en']);
  });

  it('keeps each language apart: a German result is compared only with German results', async () => {
    const loader = countingLoader({ 'adhd|en': flat(50), 'adhd|de': null });
    const comparison = createScoreComparison({ loadSnapshot: loader.load, refreshMs: COMPARISON_REFRESH_MS });
    expect(await comparison.compareScore('adhd', 20, 'en')).toMatchObject({ available: true, takers: 400 });
    expect(await comparison.compareScore('adhd', 20, 'de')).toEqual({ available: false, minimumTakers: 200 });
    expect(loader.queries).toEqual(['adhd|en', 'adhd|de']);
  });

  it('lets requests that arrive during a query wait for it instead of starting their own', async () => {
    let release: (snapshot: ComparisonSnapshot | null) => void = () => {};
    let queries = 0;
    const comparison = createScoreComparison({
      loadSnapshot: () => {
        queries += 1;
        return new Promise<ComparisonSnapshot | null>((resolve) => {
          release = resolve;
        });
      },
      refreshMs: 0,
    });
    const answers = Promise.all(
      Array.from({ length: 25 }, (_, score) => comparison.compareScore('spd', score, 'en')),
    );
    release(flat(50));
    const results = await answers;
    expect(queries).toBe(1);
    expect(results.map((result) => result.available)).toEqual(new Array(25).fill(true));
  });

  it('does not keep a failed read: the next request asks the database again', async () => {
    let attempts = 0;
    const comparison = createScoreComparison({
      loadSnapshot: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database unavailable');
        return flat(50);
      },
      refreshMs: COMPARISON_REFRESH_MS,
    });
    await expect(comparison.compareScore('dyspraxia', 4, 'en')).rejects.toThrow('database unavailable');
    expect(await comparison.compareScore('dyspraxia', 4, 'en')).toMatchObject({
      available: true,
      takers: 400,
    });
    expect(attempts).toBe(2);
  });
});
