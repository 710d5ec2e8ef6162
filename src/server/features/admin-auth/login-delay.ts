/** Failures one user name may have from one address before each further attempt has to wait. */
export const USER_FREE_FAILURES = 5;
/** An address may fail a few more times across user names (someone unsure of their own name). */
export const ADDRESS_FREE_FAILURES = 10;
export const FIRST_DELAY_MS = 60_000;
/** The longest wait, reached after the eleventh failure in a row for one user name from one address. */
export const MAX_DELAY_MS = 60 * 60_000;
/** A day without a failure and the count starts again. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long after the latest failure the next attempt must wait: nothing for the free failures, then one minute,
 * doubling with each further failure up to an hour.
 */
export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
}

/** The wait left for one counter at `now` (0 when an attempt may go ahead); old failures are forgotten. */
export function loginWaitMs(
  counter: { failures: number; lastFailureAt: Date },
  freeFailures: number,
  now: Date,
): number {
  const sinceLast = now.getTime() - counter.lastFailureAt.getTime();
  return Math.max(0, loginDelayMs(countedFailures(counter, now), freeFailures) - sinceLast);
}

/** The failures that still count at `now`. */
export function countedFailures(counter: { failures: number; lastFailureAt: Date }, now: Date): number {
  return now.getTime() - counter.lastFailureAt.getTime() >= FORGET_AFTER_MS ? 0 : counter.failures;
}
