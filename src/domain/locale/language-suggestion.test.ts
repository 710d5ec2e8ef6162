import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestedLanguage } from './language-suggestion.ts';
import { LANGUAGES } from './languages.ts';

const OFFERED = ['en', 'de'] as const;

describe('the language suggested on the English home page', () => {
  it('is the first preferred language the site offers, its region left aside', () => {
    expect(suggestedLanguage({ preferred: ['de-AT', 'en'], offered: OFFERED, remembered: undefined })).toBe(
      'de',
    );
    expect(suggestedLanguage({ preferred: ['ja', 'DE'], offered: OFFERED, remembered: undefined })).toBe(
      'de',
    );
  });

  it('is nothing when English comes first, or nothing preferred is offered', () => {
    expect(
      suggestedLanguage({ preferred: ['en-GB', 'de'], offered: OFFERED, remembered: undefined }),
    ).toBeNull();
    expect(
      suggestedLanguage({ preferred: ['fr', 'ja'], offered: OFFERED, remembered: undefined }),
    ).toBeNull();
    expect(suggestedLanguage({ preferred: [], offered: OFFERED, remembered: undefined })).toBeNull();
  });

  it('follows a choice the visitor made, over the browser', () => {
    expect(suggestedLanguage({ preferred: ['de'], offered: OFFERED, remembered: 'en' })).toBeNull();
    expect(suggestedLanguage({ preferred: ['en'], offered: OFFERED, remembered: 'de' })).toBe('de');
    // A language chosen that is no longer offered suggests nothing; a cookie that names no language is ignored.
    expect(suggestedLanguage({ preferred: ['de'], offered: ['en'], remembered: 'de' })).toBeNull();
    expect(suggestedLanguage({ preferred: ['de'], offered: OFFERED, remembered: 'klingon' })).toBe('de');
  });

  it('never suggests English or a language the site does not offer, whatever the browser sends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...LANGUAGES, 'de-AT', 'fr-BE', 'x', ''), fc.string()), {
          maxLength: 6,
        }),
        fc.subarray([...LANGUAGES]),
        fc.option(fc.oneof(fc.constantFrom(...LANGUAGES), fc.string()), { nil: undefined }),
        (preferred, offered, remembered) => {
          const suggested = suggestedLanguage({ preferred, offered, remembered });
          if (suggested !== null) {
            expect(suggested).not.toBe('en');
            expect(offered).toContain(suggested);
          }
        },
      ),
    );
  });
});
