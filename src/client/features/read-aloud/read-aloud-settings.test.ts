import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_ALOUD_SETTINGS, parseReadAloudSettings, READING_RATES } from './read-aloud-settings.ts';

describe('parseReadAloudSettings', () => {
  it('reads back every speed and choice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...READING_RATES), fc.boolean(), (rate, isAutoRead) => {
        expect(parseReadAloudSettings(JSON.parse(JSON.stringify({ rate, isAutoRead })))).toEqual({
          rate,
          isAutoRead,
        });
      }),
    );
  });

  it('discards anything else, field by field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const { rate, isAutoRead } = parseReadAloudSettings(stored);
        expect(READING_RATES).toContain(rate);
        expect(typeof isAutoRead).toBe('boolean');
      }),
    );
    expect(parseReadAloudSettings({ rate: 9, isAutoRead: 'yes' })).toEqual(DEFAULT_READ_ALOUD_SETTINGS);
    expect(parseReadAloudSettings({ rate: 1.25, isAutoRead: 1 })).toEqual({ rate: 1.25, isAutoRead: false });
  });
});
