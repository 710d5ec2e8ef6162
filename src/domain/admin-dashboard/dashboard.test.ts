import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionPercent, type DayCurrencyRow, fillDaySeries, utcDate, utcDayWindow } from './dashboard.ts';

const DAY_MS = 86_400_000;
const moment = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const dayCount = fc.integer({ min: 1, max: 90 });

describe('utcDayWindow', () => {
  it('ends with the UTC day of now and holds consecutive days, oldest first', () => {
    fc.assert(
      fc.property(moment, dayCount, (now, days) => {
        const { start, end, dates } = utcDayWindow(now, days);
        expect(dates).toHaveLength(days);
        expect(dates.at(-1)).toBe(utcDate(now));
        expect(dates[0]).toBe(utcDate(start));
        expect(end.getTime() - start.getTime()).toBe(days * DAY_MS);
        expect(start.getTime() <= now.getTime() && now.getTime() < end.getTime()).toBe(true);
        for (let index = 1; index < dates.length; index++) {
          expect(Date.parse(`${dates[index]}T00:00:00Z`) - Date.parse(`${dates[index - 1]}T00:00:00Z`)).toBe(
            DAY_MS,
          );
        }
      }),
    );
  });

  it('starts at midnight UTC, whatever the time of day', () => {
    const { start, dates } = utcDayWindow(new Date('2025-03-01T23:59:59.999Z'), 3);
    expect(start.toISOString()).toBe('2025-02-27T00:00:00.000Z');
    expect(dates).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
  });
});

describe('fillDaySeries', () => {
  const row = (dates: string[]) =>
    fc.record({
      date: fc.oneof(fc.constantFrom(...dates), fc.constant('1999-12-31')),
      currency: fc.constantFrom('EUR', 'USD'),
      paidOrders: fc.nat(50),
      freeOrders: fc.nat(50),
      revenue: fc.nat(1_000_000),
    });

  it('gives every date once, in order, and keeps every order and cent that falls inside the window', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(moment, dayCount)
          .map(([now, days]) => utcDayWindow(now, days).dates)
          .chain((dates) => fc.tuple(fc.constant(dates), fc.array(row(dates), { maxLength: 40 }))),
        ([dates, rows]) => {
          const series = fillDaySeries(dates, ['EUR', 'USD'], rows);
          expect(series.map((day) => day.date)).toEqual(dates);
          const inside = rows.filter((entry: DayCurrencyRow) => dates.includes(entry.date));
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          expect(sum(series.map((day) => day.paidOrders))).toBe(sum(inside.map((entry) => entry.paidOrders)));
          expect(sum(series.map((day) => day.freeOrders))).toBe(sum(inside.map((entry) => entry.freeOrders)));
          for (const currency of ['EUR', 'USD']) {
            expect(sum(series.map((day) => day.revenue[currency] ?? Number.NaN))).toBe(
              sum(inside.filter((entry) => entry.currency === currency).map((entry) => entry.revenue)),
            );
          }
        },
      ),
    );
  });

  it('fills a day without orders with zeros in each currency', () => {
    expect(fillDaySeries(['2025-03-01'], ['EUR'], [])).toEqual([
      { date: '2025-03-01', paidOrders: 0, freeOrders: 0, revenue: { EUR: 0 } },
    ]);
  });
});

describe('conversionPercent', () => {
  it('is a whole percentage, and null when the earlier stage is empty', () => {
    expect(conversionPercent(1, 3)).toBe(33);
    expect(conversionPercent(2, 3)).toBe(67);
    expect(conversionPercent(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (part, whole) => {
        const percent = conversionPercent(Math.min(part, whole), whole);
        expect(percent).not.toBeNull();
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
