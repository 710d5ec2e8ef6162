import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../tests/support/seeded-random.ts';
import { ASSESSMENTS } from '../assessments/catalogue.ts';
import {
  addNoise,
  BIN_COUNT,
  binHistogram,
  binOf,
  LAPLACE_SCALE,
  laplaceNoise,
  SNAPSHOT_EPSILON,
} from './private-histogram.ts';

const itemCounts = fc.constantFrom(...ASSESSMENTS.map((assessment) => assessment.questionCount));

describe('binOf', () => {
  it('puts every score of every assessment in one of the eight bins, never lower for a higher score', () => {
    fc.assert(
      fc.property(itemCounts, fc.nat(), (items, raw) => {
        const score = raw % (4 * items + 1);
        const bin = binOf(score, items);
        expect(bin).toBeGreaterThanOrEqual(0);
        expect(bin).toBeLessThan(BIN_COUNT);
        if (score > 0) expect(binOf(score - 1, items)).toBeLessThanOrEqual(bin);
      }),
    );
  });

  it('starts a bin at every half step of the average answer, so the band cut points are bin edges', () => {
    // adhd, 10 items: 15 (average 1.5) and 25 (average 2.5) open the fourth and sixth bins.
    expect([binOf(14, 10), binOf(15, 10), binOf(24, 10), binOf(25, 10), binOf(40, 10)]).toEqual([
      2, 3, 4, 5, 7,
    ]);
  });
});

describe('binHistogram', () => {
  it('keeps every result, in its bin', () => {
    fc.assert(
      fc.property(
        itemCounts.chain((items) =>
          fc.tuple(
            fc.constant(items),
            fc.array(fc.nat({ max: 50 }), { minLength: 4 * items + 1, maxLength: 4 * items + 1 }),
          ),
        ),
        ([items, histogram]) => {
          const bins = binHistogram(histogram, items);
          expect(bins).toHaveLength(BIN_COUNT);
          expect(bins.reduce((a, b) => a + b, 0)).toBe(histogram.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });
});

describe('the noise', () => {
  it('is Laplace noise of the stated scale: centred on 0, with a mean distance of the scale', () => {
    const random = seededRandom(25);
    const draws = Array.from({ length: 40_000 }, () => laplaceNoise(LAPLACE_SCALE, random()));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const meanDistance = draws.reduce((a, b) => a + Math.abs(b), 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
    expect(meanDistance).toBeGreaterThan(LAPLACE_SCALE * 0.97);
    expect(meanDistance).toBeLessThan(LAPLACE_SCALE * 1.03);
  });

  it('publishes whole counts of 0 or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 500 }), { minLength: BIN_COUNT, maxLength: BIN_COUNT }),
        fc.integer(),
        (bins, seed) => {
          for (const count of addNoise(bins, seededRandom(seed))) {
            expect(Number.isInteger(count)).toBe(true);
            expect(count).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('lets someone who knows every other result guess one person’s bin little better than chance', () => {
    // The n-1 attack of issue 25 against the mechanism itself: the attacker knows the 199 other results exactly and
    // sees the noisy bins of one snapshot, and guesses the bin whose count rose most. Differential privacy bounds
    // the chance of a right guess, over eight equally likely bins, by e^ε / (e^ε + 7), about 19% at ε = 0.5.
    const random = seededRandom(2026);
    const known = [30, 25, 30, 28, 25, 21, 20, 20];
    const bound = Math.exp(SNAPSHOT_EPSILON) / (Math.exp(SNAPSHOT_EPSILON) + BIN_COUNT - 1);
    const trials = 4000;
    let right = 0;
    for (let trial = 0; trial < trials; trial++) {
      const victim = Math.floor(random() * BIN_COUNT);
      const published = addNoise(
        known.map((count, bin) => count + (bin === victim ? 1 : 0)),
        random,
      );
      const rises = published.map((count, bin) => count - (known[bin] ?? 0));
      const guess = rises.indexOf(Math.max(...rises));
      if (guess === victim) right += 1;
    }
    expect(right / trials).toBeGreaterThan(1 / BIN_COUNT);
    expect(right / trials).toBeLessThan(bound + 0.02);
  });
});
