import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENTS } from '../assessments/catalogue.ts';
import { BIN_COUNT } from './private-histogram.ts';
import {
  buildTakerComparison,
  COMPARISON_CAVEAT,
  COMPARISON_PENDING,
  COMPARISON_PENDING_IN_REPORT,
  COMPARISON_PRIVACY,
  COMPARISON_WIDE_RANGE,
  type ComparisonSnapshot,
  FINE_FROM_TAKERS,
  MIN_TAKERS,
  summariseComparison,
  type TakerComparison,
} from './taker-comparison.ts';

type Available = Extract<TakerComparison, { available: true }>;

function available(comparison: TakerComparison): Available {
  if (!comparison.available) throw new Error('expected a comparison');
  return comparison;
}

const snapshotOf = (bins: number[]): ComparisonSnapshot => ({ bins, takenAt: '2026-11-20T08:30:00.000Z' });

/** Snapshots of at least one result, an assessment's item count and a score within its range. */
const enoughResults = fc
  .tuple(
    fc.array(fc.nat({ max: 400 }), { minLength: BIN_COUNT, maxLength: BIN_COUNT }),
    fc.constantFrom(...ASSESSMENTS.map((assessment) => assessment.questionCount)),
    fc.nat(),
  )
  .filter(([bins]) => bins.reduce((sum, count) => sum + count, 0) > 0)
  .map(([bins, items, raw]) => ({ snapshot: snapshotOf(bins), items, score: raw % (4 * items + 1) }));

describe('buildTakerComparison', () => {
  it('is not available without a snapshot, and shows a snapshot whose noisy total fell below 200 as about 200', () => {
    const unavailable = { available: false, minimumTakers: MIN_TAKERS };
    expect(buildTakerComparison(null, 20, 10)).toEqual(unavailable);
    expect(buildTakerComparison(snapshotOf([0, 0, 0, 0, 0, 0, 0, 0]), 20, 10)).toEqual(unavailable);
    expect(buildTakerComparison(snapshotOf([0, 0, 0, 191, 0, 0, 0, 0]), 20, 10)).toMatchObject({
      available: true,
      takers: MIN_TAKERS,
    });
  });

  it('gives a fifth of takers below 1,000 results and a tenth from 1,000, always within 0 to 100%', () => {
    fc.assert(
      fc.property(enoughResults, ({ snapshot, items, score }) => {
        const { lowerFrom, lowerTo, takers } = available(buildTakerComparison(snapshot, score, items));
        const total = snapshot.bins.reduce((sum, count) => sum + count, 0);
        expect(lowerTo - lowerFrom).toBe(total >= FINE_FROM_TAKERS ? 10 : 20);
        expect(lowerFrom).toBeGreaterThanOrEqual(0);
        expect(lowerTo).toBeLessThanOrEqual(100);
        expect(takers % 100).toBe(0);
        expect(takers).toBeGreaterThanOrEqual(MIN_TAKERS);
      }),
    );
  });

  it('never places a higher score lower', () => {
    fc.assert(
      fc.property(enoughResults, ({ snapshot, items, score }) => {
        fc.pre(score > 0);
        const lower = available(buildTakerComparison(snapshot, score - 1, items));
        const higher = available(buildTakerComparison(snapshot, score, items));
        expect(higher.lowerFrom).toBeGreaterThanOrEqual(lower.lowerFrom);
      }),
    );
  });

  it('gives every score of one bin the same answer, so no single score can be told apart', () => {
    // adhd: 20 to 24 (average 2 to 2.4) share the fifth bin.
    const snapshot = snapshotOf([10, 30, 60, 90, 100, 60, 40, 20]);
    const answers = [20, 21, 22, 23, 24].map((score) => buildTakerComparison(snapshot, score, 10));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // 190 below and half of the 100: 240 of 410, 59%, in fifths.
    expect(answers[0]).toEqual({
      available: true,
      takers: 400,
      lowerFrom: 40,
      lowerTo: 60,
      countedOn: '2026-11-20',
    });
  });
});

describe('summariseComparison', () => {
  it('says the range in words, what it rests on and why it is blurred', () => {
    const wide = summariseComparison({
      available: true,
      takers: 400,
      lowerFrom: 40,
      lowerTo: 60,
      countedOn: '2026-11-20',
    });
    expect(wide.text).toBe(
      'Between 40% and 60% of people who took this assessment here scored lower than you.',
    );
    expect(wide.basis).toBe('Based on about 400 results, counted on 20 November 2026.');
    expect(wide.caveats).toEqual([COMPARISON_CAVEAT, COMPARISON_WIDE_RANGE, COMPARISON_PRIVACY]);

    const fine = summariseComparison(
      { available: true, takers: 1200, lowerFrom: 90, lowerTo: 100, countedOn: '2026-11-20' },
      'report',
    );
    expect(fine.text).toBe(
      'More than 90% of people who had taken this assessment on Traitscope had scored lower than you.',
    );
    expect(fine.basis).toBe('Based on about 1,200 results, counted on 20 November 2026.');
    expect(fine.caveats).toEqual([COMPARISON_CAVEAT, COMPARISON_PRIVACY]);

    expect(
      summariseComparison({
        available: true,
        takers: 300,
        lowerFrom: 0,
        lowerTo: 20,
        countedOn: '2026-11-20',
      }).text,
    ).toBe('Fewer than 20% of people who took this assessment here scored lower than you.');
  });

  it('explains why there is no figure yet, now and in a report', () => {
    const pending = { available: false, minimumTakers: MIN_TAKERS } as const;
    expect(summariseComparison(pending)).toMatchObject({
      range: null,
      text: COMPARISON_PENDING,
      caveats: [],
    });
    expect(summariseComparison(pending, 'report').text).toBe(COMPARISON_PENDING_IN_REPORT);
  });
});
