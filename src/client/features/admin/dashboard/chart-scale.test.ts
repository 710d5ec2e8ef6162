import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, labelledDayIndexes, niceScale } from './chart-scale.ts';

describe('niceScale', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(89.97)).toEqual({ max: 100, ticks: [0, 50, 100] });
  });

  it('covers the largest value in at most the asked number of whole, evenly spaced steps', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        (value, targetTicks) => {
          const { max, ticks } = niceScale(value, { targetTicks });
          expect(max).toBeGreaterThanOrEqual(value);
          expect(ticks[0]).toBe(0);
          expect(ticks.at(-1)).toBe(max);
          expect(ticks.length - 1).toBeLessThanOrEqual(Math.max(targetTicks, 1));
          const step = ticks[1]! - ticks[0]!;
          expect(Number.isInteger(step)).toBe(true);
          expect(String(step)).toMatch(/^[125]0*$/);
          expect(ticks).toEqual(ticks.map((_, index) => index * step));
        },
      ),
    );
  });
});

describe('labelledDayIndexes', () => {
  it('always names today, then every seventh day before it', () => {
    expect(labelledDayIndexes(30)).toEqual([1, 8, 15, 22, 29]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), (days) => {
        const indexes = labelledDayIndexes(days);
        expect(indexes.at(-1)).toBe(days - 1);
        expect(indexes[0]).toBeLessThan(7);
        expect(indexes[0]).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatDay', () => {
  it('reads a UTC day the same in every time zone', () => {
    expect(formatDay('2025-03-03')).toBe('3 Mar');
    expect(formatDay('2025-03-03', 'long')).toBe('Mon, 3 Mar 2025');
  });
});
