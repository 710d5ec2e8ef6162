import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUptime, overallStatus, SERVICE_STATUSES } from './health-report.ts';

describe('overallStatus', () => {
  it('is unhealthy with any service down, degraded with any degraded, else healthy', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SERVICE_STATUSES), { minLength: 1, maxLength: 6 }),
        (statuses) => {
          const expected = statuses.includes('down')
            ? 'unhealthy'
            : statuses.includes('degraded')
              ? 'degraded'
              : 'healthy';
          expect(overallStatus(statuses)).toBe(expected);
        },
      ),
    );
  });
});

describe('formatUptime', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatUptime(0)).toBe('0h 0m 0s');
    expect(formatUptime(3725.9)).toBe('1h 2m 5s');
    expect(formatUptime(90_061)).toBe('25h 1m 1s');
  });

  it('adds back up to the seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const [h, m, s] = formatUptime(seconds).match(/\d+/g)?.map(Number) ?? [];
        expect((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)).toBe(seconds);
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
      }),
    );
  });
});
