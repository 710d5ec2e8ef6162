import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { LEVELS } from '../assessments/levels.ts';
import { MESSAGE_LANGUAGES } from '../messages/messages.ts';
import { SHARE_IMAGES, shareImageAlt, shareImagePath, siteImagePath } from './share-images.ts';

describe('shareImagePath', () => {
  it('names the assessment and the level under /og/, with the language for any but English', () => {
    expect(shareImagePath('asd', 'high', 'en')).toBe('/og/asd-high.png');
    expect(shareImagePath('dyspraxia', 'low', 'en')).toBe('/og/dyspraxia-low.png');
    expect(shareImagePath('asd', 'high', 'de')).toBe('/og/asd-high.de.png');
    expect(siteImagePath('de')).toBe('/og/site.de.png');
  });

  it('gives every assessment, level and language a path of its own, each one the server answers', () => {
    const paths = MESSAGE_LANGUAGES.flatMap((language) => [
      siteImagePath(language),
      ...ASSESSMENT_TYPES.flatMap((type) => LEVELS.map((level) => shareImagePath(type, level, language))),
    ]);
    expect(new Set(paths).size).toBe(19 * MESSAGE_LANGUAGES.length);
    const served = [...SHARE_IMAGES.keys()].map((name) => `/og/${name}`);
    expect(served.sort()).toEqual(paths.sort());
    expect(SHARE_IMAGES.get('asd-medium.png')).toEqual({
      kind: 'result',
      type: 'asd',
      level: 'medium',
      language: 'en',
    });
    expect(SHARE_IMAGES.get('site.de.png')).toEqual({ kind: 'site', language: 'de' });
  });
});

describe('the alternative texts', () => {
  it("say what the card shows, in plain words and the card's language, and that it is not a diagnosis", () => {
    expect(shareImageAlt({ kind: 'result', type: 'asd', level: 'medium', language: 'en' })).toBe(
      'Traitscope: Autism Spectrum Traits, Moderate Alignment. A preliminary self-assessment, not a diagnosis.',
    );
    expect(shareImageAlt({ kind: 'result', type: 'asd', level: 'medium', language: 'de' })).toBe(
      'Traitscope: Merkmale aus dem Autismus-Spektrum, Mittlere Übereinstimmung. Eine vorläufige Selbsteinschätzung, keine Diagnose.',
    );
    expect(shareImageAlt({ kind: 'site', language: 'en' })).toMatch(/^Traitscope: /);
    expect(shareImageAlt({ kind: 'site', language: 'de' })).toMatch(/^Traitscope: ruhige/);
  });
});
