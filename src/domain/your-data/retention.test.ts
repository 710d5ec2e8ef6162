import { describe, expect, it } from 'vitest';
import { describePeriod } from '../locale/locale.ts';
import { DEFAULT_RETENTION, retentionCutoffs, subtractMonths } from './retention.ts';

describe('retention cutoffs', () => {
  it('counts calendar months, keeping the day where the month has it', () => {
    expect(subtractMonths(new Date('2026-03-31T12:00:00Z'), 12).toISOString()).toBe(
      '2025-03-31T12:00:00.000Z',
    );
    expect(subtractMonths(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(subtractMonths(new Date('2026-01-15T00:00:00Z'), 2).toISOString()).toBe(
      '2025-11-15T00:00:00.000Z',
    );
  });

  it('puts every cutoff the configured period before now', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const cutoffs = retentionCutoffs(now, DEFAULT_RETENTION);
    expect(cutoffs.answers.toISOString()).toBe('2025-11-23T10:00:00.000Z');
    expect(cutoffs.capturedEmails.toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(cutoffs.notFoundLogs.toISOString()).toBe('2026-08-25T10:00:00.000Z');
  });

  it('words a period in the singular only for one', () => {
    expect(describePeriod(1, 'month')).toBe('1 month');
    expect(describePeriod(12, 'month')).toBe('12 months');
    expect(describePeriod(90, 'day')).toBe('90 days');
  });
});
