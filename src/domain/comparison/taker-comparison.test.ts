import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { MAX_SCORES } from '../assessments/scoring.ts';
import {
  buildTakerComparison,
  COMPARISON_CAVEAT,
  COMPARISON_PENDING,
  COMPARISON_PENDING_IN_REPORT,
  MIN_TAKERS,
  summariseComparison,
  TAKER_COUNT_STEP,
  type TakerComparison,
  wholePercent,
} from './taker-comparison.ts';

type Available = Extract<TakerComparison, { available: true }>;

function available(comparison: TakerComparison): Available {
  if (!comparison.available) throw new Error('expected a comparison');
  return comparison;
}

/** A histogram with `counts[score]` results at each score, every other score empty. */
function histogramOf(maxScore: number, counts: Record<number, number>): number[] {
  return Array.from({ length: maxScore + 1 }, (_, score) => counts[score] ?? 0);
}

/** Histograms of one assessment with at least MIN_TAKERS results, and a score within its range. */
const enoughResults = fc.constantFrom(...ASSESSMENT_TYPES).chain((type) =>
  fc
    .array(fc.nat({ max: 60 }), { minLength: MAX_SCORES[type] + 1, maxLength: MAX_SCORES[type] + 1 })
    .filter((histogram) => histogram.reduce((sum, count) => sum + count, 0) >= MIN_TAKERS)
    .map((histogram) => ({ histogram, maxScore: MAX_SCORES[type] })),
);

describe('wholePercent', () => {
  it('says 0 only when nothing and 100 only when everything is counted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 100_000 }), (whole, raw) => {
        const part = raw % (whole + 1);
        const percent = wholePercent(part, whole);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent === 0).toBe(part === 0);
        expect(percent === 100).toBe(part === whole);
        expect(Math.abs(percent - (part / whole) * 100)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('buildTakerComparison', () => {
  it(`is not available below ${MIN_TAKERS} results, and is from ${MIN_TAKERS} on`, () => {
    const justBelow = histogramOf(40, { 10: MIN_TAKERS - 1 });
    expect(buildTakerComparison(justBelow, 20)).toEqual({ available: false, minimumTakers: MIN_TAKERS });
    const enough = histogramOf(40, { 10: MIN_TAKERS });
    expect(buildTakerComparison(enough, 20)).toEqual({
      available: true,
      takers: MIN_TAKERS,
      shareLower: 100,
      shareSame: 0,
    });
  });

  it('counts strictly lower scores as lower and equal scores as the same', () => {
    // 100 at 5, 50 at 10, 50 at 20: a score of 10 has 100 of 200 below it and 50 level with it.
    const histogram = histogramOf(40, { 5: 100, 10: 50, 20: 50 });
    expect(buildTakerComparison(histogram, 10)).toEqual({
      available: true,
      takers: 200,
      shareLower: 50,
      shareSame: 25,
    });
    expect(available(buildTakerComparison(histogram, 5))).toMatchObject({ shareLower: 0, shareSame: 50 });
    expect(available(buildTakerComparison(histogram, 6))).toMatchObject({ shareLower: 50, shareSame: 0 });
    expect(available(buildTakerComparison(histogram, 40))).toMatchObject({ shareLower: 100, shareSame: 0 });
  });

  it(`rounds the number of results down to a multiple of ${TAKER_COUNT_STEP}`, () => {
    expect(available(buildTakerComparison(histogramOf(32, { 3: 150, 9: 59 }), 9)).takers).toBe(200);
    expect(available(buildTakerComparison(histogramOf(32, { 3: 150, 9: 60 }), 9)).takers).toBe(210);
  });

  it('gives shares from 0 to 100 that never add up to more than 100', () => {
    fc.assert(
      fc.property(
        enoughResults.chain(({ histogram, maxScore }) =>
          fc.tuple(fc.constant(histogram), fc.integer({ min: 0, max: maxScore })),
        ),
        ([histogram, score]) => {
          const { shareLower, shareSame } = available(buildTakerComparison(histogram, score));
          for (const share of [shareLower, shareSame]) {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(100);
          }
          expect(shareLower + shareSame).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('never gives a higher score a smaller share of lower scores', () => {
    fc.assert(
      fc.property(
        enoughResults.chain(({ histogram, maxScore }) =>
          fc.tuple(
            fc.constant(histogram),
            fc.integer({ min: 0, max: maxScore }),
            fc.integer({ min: 0, max: maxScore }),
          ),
        ),
        ([histogram, a, b]) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(available(buildTakerComparison(histogram, low)).shareLower).toBeLessThanOrEqual(
            available(buildTakerComparison(histogram, high)).shareLower,
          );
        },
      ),
    );
  });

  it('says 0% only for the lowest score present and 100% never for a score that is present', () => {
    fc.assert(
      fc.property(
        enoughResults.chain(({ histogram, maxScore }) =>
          fc.tuple(fc.constant(histogram), fc.integer({ min: 0, max: maxScore })),
        ),
        ([histogram, score]) => {
          const { shareLower } = available(buildTakerComparison(histogram, score));
          const anyLower = histogram.slice(0, score).some((count) => count > 0);
          expect(shareLower === 0).toBe(!anyLower);
          if ((histogram[score] ?? 0) > 0) expect(shareLower).toBeLessThan(100);
        },
      ),
    );
  });
});

describe('summariseComparison', () => {
  it('says plainly that the comparison comes once enough people took the assessment', () => {
    const pending = summariseComparison({ available: false, minimumTakers: MIN_TAKERS });
    expect(pending).toMatchObject({ shareLower: null, text: COMPARISON_PENDING, basis: null, caveat: null });
    expect(COMPARISON_PENDING).toBe(
      'Once 200 people have taken this assessment here, you will see how your score compares.',
    );
    expect(summariseComparison({ available: false, minimumTakers: MIN_TAKERS }, 'report').text).toBe(
      COMPARISON_PENDING_IN_REPORT,
    );
  });

  it('gives the share in words, what it rests on, and that takers are a self-selected group', () => {
    const summary = summariseComparison({ available: true, takers: 1240, shareLower: 62, shareSame: 5 });
    expect(summary.text).toBe(
      'About 62% of people who took this assessment here scored lower than you. About 5% scored the same as you.',
    );
    expect(summary.basis).toBe('Based on about 1,240 results, updated every 10 minutes.');
    expect(summary.caveat).toBe(COMPARISON_CAVEAT);
    expect(summary.caveat).toContain('self-selected');
  });

  it('words the ends of the scale without "about" and leaves out a share of the same below 1%', () => {
    const none = summariseComparison({ available: true, takers: 300, shareLower: 0, shareSame: 0 });
    expect(none.text).toBe('None of the people who took this assessment here scored lower than you.');
    const all = summariseComparison(
      { available: true, takers: 300, shareLower: 100, shareSame: 0 },
      'report',
    );
    expect(all.text).toBe('Everyone who had taken this assessment on Traitscope had scored lower than you.');
    expect(all.basis).toBe('Based on about 300 results when this report was made.');
  });
});
