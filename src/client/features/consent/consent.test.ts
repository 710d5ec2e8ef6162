import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  allowsFirstPartyAnalytics,
  allowsMarketing,
  allowsThirdPartyAnalytics,
  DEFAULT_PREFERENCES,
  NECESSARY_ONLY,
  parseStoredPreferences,
  withNecessary,
} from './consent.ts';

describe('consent defaults', () => {
  it('allow only the necessary category', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(NECESSARY_ONLY).toEqual(DEFAULT_PREFERENCES);
    expect(ALL_ACCEPTED).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  });
});

describe('parseStoredPreferences', () => {
  it('reads back any saved choice', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (functional, analytics, marketing) => {
        const saved = { necessary: true, functional, analytics, marketing };
        expect(parseStoredPreferences(JSON.stringify(saved), 'true')).toEqual(saved);
      }),
    );
  });

  it('has no choice when nothing is stored or the consent flag is missing', () => {
    expect(parseStoredPreferences(null, null)).toBeNull();
    expect(parseStoredPreferences(JSON.stringify(ALL_ACCEPTED), null)).toBeNull();
  });

  it.each([
    ['not JSON', '{necessary: true'],
    ['an array', '[]'],
    ['a missing category', '{"necessary":true,"functional":true,"analytics":false}'],
    ['necessary switched off', '{"necessary":false,"functional":false,"analytics":false,"marketing":false}'],
    ['a string for a boolean', '{"necessary":true,"functional":"yes","analytics":false,"marketing":false}'],
  ])('discards a stored value that is %s', (_label, raw) => {
    expect(parseStoredPreferences(raw, 'true')).toBeNull();
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (raw, given) => {
        const result = parseStoredPreferences(raw, given);
        expect(result === null || result.necessary === true).toBe(true);
      }),
    );
  });
});

describe('what each choice allows', () => {
  it('keeps the necessary category on', () => {
    expect(
      withNecessary({ necessary: false, functional: true, analytics: false, marketing: false }).necessary,
    ).toBe(true);
  });

  it('sends first-party statistics only with functional or analytics consent', () => {
    expect(allowsFirstPartyAnalytics(null)).toBe(false);
    expect(allowsFirstPartyAnalytics(NECESSARY_ONLY)).toBe(false);
    expect(allowsFirstPartyAnalytics({ ...NECESSARY_ONLY, functional: true })).toBe(true);
    expect(allowsFirstPartyAnalytics({ ...NECESSARY_ONLY, analytics: true })).toBe(true);
    expect(allowsFirstPartyAnalytics({ ...NECESSARY_ONLY, marketing: true })).toBe(false);
  });

  it('loads third-party tags only with their own category', () => {
    expect(allowsThirdPartyAnalytics({ ...NECESSARY_ONLY, functional: true })).toBe(false);
    expect(allowsThirdPartyAnalytics({ ...NECESSARY_ONLY, analytics: true })).toBe(true);
    expect(allowsMarketing({ ...NECESSARY_ONLY, analytics: true })).toBe(false);
    expect(allowsMarketing(ALL_ACCEPTED)).toBe(true);
  });
});
