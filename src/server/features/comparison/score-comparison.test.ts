import { describe, expect, it } from 'vitest';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { COMPARISON_REFRESH_MS, type ScoreHistogram } from '../../../domain/comparison/taker-comparison.ts';
import { createScoreComparison } from './score-comparison.ts';

/** A loader that counts its queries and answers from `histograms`, which a test may change in between. */
function countingLoader(histograms: Partial<Record<AssessmentType, ScoreHistogram>>) {
  const queries: AssessmentType[] = [];
  return {
    queries,
    histograms,
    load: async (type: AssessmentType) => {
      queries.push(type);
      return histograms[type] ?? [];
    },
  };
}

const flat = (maxScore: number, perScore: number) => new Array<number>(maxScore + 1).fill(perScore);

describe('createScoreComparison', () => {
  it('queries once per assessment within the refresh period, and again once it has passed', async () => {
    let clock = 1_000_000;
    const loader = countingLoader({ adhd: flat(40, 10), asd: flat(80, 10) });
    const comparison = createScoreComparison({
      loadHistogram: loader.load,
      refreshMs: COMPARISON_REFRESH_MS,
      now: () => clock,
    });

    const first = await comparison.compareScore('adhd', 20);
    expect(first).toEqual({ available: true, takers: 410, shareLower: 49, shareSame: 2 });
    loader.histograms.adhd = flat(40, 1);
    clock += COMPARISON_REFRESH_MS - 1;
    expect(await comparison.compareScore('adhd', 30)).toMatchObject({ available: true, takers: 410 });
    expect(loader.queries).toEqual(['adhd']);

    await comparison.compareScore('asd', 10);
    expect(loader.queries).toEqual(['adhd', 'asd']);

    clock += 1;
    expect(await comparison.compareScore('adhd', 20)).toEqual({ available: false, minimumTakers: 200 });
    expect(loader.queries).toEqual(['adhd', 'asd', 'adhd']);
  });

  it('lets requests that arrive during a query wait for it instead of starting their own', async () => {
    let release: (histogram: ScoreHistogram) => void = () => {};
    let queries = 0;
    const comparison = createScoreComparison({
      loadHistogram: () => {
        queries += 1;
        return new Promise<ScoreHistogram>((resolve) => {
          release = resolve;
        });
      },
      refreshMs: 0,
    });
    const answers = Promise.all(
      Array.from({ length: 25 }, (_, score) => comparison.compareScore('spd', score)),
    );
    release(flat(36, 10));
    const results = await answers;
    expect(queries).toBe(1);
    expect(results.map((result) => result.available)).toEqual(new Array(25).fill(true));
  });

  it('does not keep a failed query: the next request asks the database again', async () => {
    let attempts = 0;
    const comparison = createScoreComparison({
      loadHistogram: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database unavailable');
        return flat(32, 10);
      },
      refreshMs: COMPARISON_REFRESH_MS,
    });
    await expect(comparison.compareScore('dyspraxia', 4)).rejects.toThrow('database unavailable');
    expect(await comparison.compareScore('dyspraxia', 4)).toMatchObject({ available: true, takers: 330 });
    expect(attempts).toBe(2);
  });
});
