import { describe, expect, it } from 'vitest';
import { REPORT_COUNTRIES } from './countries.ts';
import { CRISIS_LINES, dialable, EU_EMERGENCY, getCountryHelp } from './crisis-lines.ts';

describe('crisis and helpline numbers', () => {
  it('gives every report country at least one line, with a number that can be dialled', () => {
    for (const country of REPORT_COUNTRIES) {
      expect(CRISIS_LINES[country].length, country).toBeGreaterThan(0);
      for (const line of CRISIS_LINES[country]) {
        expect(dialable(line.number), `${country} ${line.service}`).toMatch(/^\d{3,12}$/);
        expect(line.hours.length, line.service).toBeGreaterThan(5);
      }
    }
  });

  it('puts 112 first everywhere, and the UK’s 999 after it', () => {
    for (const country of REPORT_COUNTRIES) {
      expect(getCountryHelp(country).emergency[0]).toBe(EU_EMERGENCY);
    }
    expect(getCountryHelp('GB').emergency.map((entry) => entry.number)).toEqual(['112', '999']);
    expect(getCountryHelp('DE').emergency.map((entry) => entry.number)).toEqual(['112']);
  });

  it('turns a spaced number into digits for a tel: link', () => {
    expect(dialable('0800\u00a0111\u00a00\u00a0111')).toBe('08001110111');
    expect(dialable('116 123')).toBe('116123');
  });

  it('keeps every number on one line: digits are spaced only with no-break spaces', () => {
    const texts = [
      EU_EMERGENCY.number,
      ...REPORT_COUNTRIES.flatMap((country) =>
        CRISIS_LINES[country].flatMap((line) => [line.number, line.hours, line.note ?? '']),
      ),
    ];
    for (const text of texts) expect(text, text).not.toMatch(/\d[^\S\u00a0]+\d/);
    expect(CRISIS_LINES.DE[0]?.number).toBe('0800\u00a0111\u00a00\u00a0111');
  });
});
