import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIRST_DELAY_MS,
  FORGET_AFTER_MS,
  loginDelayMs,
  loginWaitMs,
  MAX_DELAY_MS,
  USER_FREE_FAILURES,
} from './login-delay.ts';

const failures = fc.integer({ min: 0, max: 10_000 });
const free = fc.integer({ min: 1, max: 20 });

describe('loginDelayMs', () => {
  it('lets the free failures through without a wait', () => {
    fc.assert(
      fc.property(free, (n) => Array.from({ length: n }, (_, i) => loginDelayMs(i, n)).every((d) => d === 0)),
    );
  });

  it('waits one minute after the free failures, then doubles up to an hour', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 500].map((n) => loginDelayMs(n, USER_FREE_FAILURES) / 60_000)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60, 60],
    );
  });

  it('never shrinks with another failure and never passes the longest wait', () => {
    fc.assert(
      fc.property(failures, free, (n, f) => {
        const delay = loginDelayMs(n, f);
        const next = loginDelayMs(n + 1, f);
        expect(next).toBeGreaterThanOrEqual(delay);
        expect(next).toBeLessThanOrEqual(MAX_DELAY_MS);
        if (delay > 0) expect(next).toBe(Math.min(2 * delay, MAX_DELAY_MS));
        else if (next > 0) expect(next).toBe(FIRST_DELAY_MS);
      }),
    );
  });
});

describe('loginWaitMs', () => {
  const last = new Date('2030-01-01T00:00:00Z');

  it('counts down from the latest failure and forgets it after a day', () => {
    fc.assert(
      fc.property(failures, free, fc.integer({ min: 0, max: 2 * FORGET_AFTER_MS }), (n, f, elapsed) => {
        const wait = loginWaitMs({ failures: n, lastFailureAt: last }, f, new Date(last.getTime() + elapsed));
        if (elapsed >= FORGET_AFTER_MS) expect(wait).toBe(0);
        else expect(wait).toBe(Math.max(0, loginDelayMs(n, f) - elapsed));
      }),
    );
  });
});
