// The published picture of other takers' results: a histogram of coarse score bins with Laplace noise added once,
// when the snapshot is taken (docs/decisions/028-private-comparison.md). Pure, so the server's snapshots, the
// unit tests and the simulated attack all use the same rule.

/**
 * Bins by average answer per statement, half a step wide: 0 to below 0.5, 0.5 to below 1, ..., 3.5 to 4. Eight
 * bins for every assessment, aligned with the band cut points (1.5 and 2.5), so the noise of a share never grows
 * with the length of the questionnaire.
 */
export const BIN_COUNT = 8;
const BIN_WIDTH = 4 / BIN_COUNT;

/**
 * The privacy loss of one snapshot. Neighbouring data sets differ in one visitor's result (one per visitor and
 * assessment is counted), which moves one count down and another up: an L1 sensitivity of 2.
 */
export const SNAPSHOT_EPSILON = 0.5;
const SENSITIVITY = 2;
export const LAPLACE_SCALE = SENSITIVITY / SNAPSHOT_EPSILON;

/** The bin of a score on a questionnaire of `itemCount` statements. */
export function binOf(score: number, itemCount: number): number {
  const average = score / itemCount;
  return Math.min(BIN_COUNT - 1, Math.max(0, Math.floor(average / BIN_WIDTH + 1e-9)));
}

/** Counts per bin from counts per score (`histogram[s]` results with score s). */
export function binHistogram(histogram: readonly number[], itemCount: number): number[] {
  const bins = new Array<number>(BIN_COUNT).fill(0);
  histogram.forEach((count, score) => {
    const bin = binOf(score, itemCount);
    bins[bin] = (bins[bin] ?? 0) + count;
  });
  return bins;
}

/** A draw from Laplace(0, scale), from a uniform draw in [0, 1). */
export function laplaceNoise(scale: number, uniform: number): number {
  const u = uniform - 0.5;
  // 1 - 2|u| is in (0, 1]; the log of 0 cannot happen because uniform < 1.
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}

/**
 * The bins as published: each true count plus its own Laplace noise, then rounded and kept at 0 or more
 * (post-processing, which costs no privacy). `random` gives uniform draws in [0, 1): a cryptographic source on the
 * server, a seeded one in tests.
 */
export function addNoise(bins: readonly number[], random: () => number): number[] {
  return bins.map((count) => Math.max(0, Math.round(count + laplaceNoise(LAPLACE_SCALE, random()))));
}
