import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { LEVELS } from '../assessments/levels.ts';
import {
  SHARE_IMAGES,
  SHARE_PREVIEW_PARAM,
  SITE_IMAGE_ALT,
  SITE_IMAGE_PATH,
  shareImageAlt,
  shareImagePath,
  sharePreviewOf,
  withSharePreview,
} from './share-preview.ts';

describe('shareImagePath', () => {
  it('names the assessment and the level under /og/', () => {
    expect(shareImagePath('asd', 'high')).toBe('/og/asd-high.png');
    expect(shareImagePath('dyspraxia', 'low')).toBe('/og/dyspraxia-low.png');
  });

  it('gives every assessment and level a path of its own, each one the server answers', () => {
    const paths = ASSESSMENT_TYPES.flatMap((type) => LEVELS.map((level) => shareImagePath(type, level)));
    expect(new Set(paths).size).toBe(18);
    const served = [...SHARE_IMAGES.keys()].map((name) => `/og/${name}`);
    expect(served.sort()).toEqual([...paths, SITE_IMAGE_PATH].sort());
    expect(SHARE_IMAGES.get('asd-medium.png')).toEqual({ kind: 'result', type: 'asd', level: 'medium' });
    expect(SHARE_IMAGES.get('site.png')).toEqual({ kind: 'site' });
  });
});

describe('the alternative texts', () => {
  it('say what the card shows, in plain words, and that it is not a diagnosis', () => {
    expect(shareImageAlt('asd', 'medium')).toBe(
      'Traitscope: Autism Spectrum Traits, Moderate Alignment. A preliminary self-assessment, not a diagnosis.',
    );
    expect(SITE_IMAGE_ALT).toMatch(/^Traitscope: /);
  });
});

describe('the card a share link asks for', () => {
  const made = 'https://traitscope.example/shared-results?data=eyJ0eXBlIjoiYXNkIn0%3D';

  it('adds the name-only card to a link, and takes it off again', () => {
    const nameOnly = withSharePreview(made, 'assessment');
    expect(new URL(nameOnly).searchParams.get(SHARE_PREVIEW_PARAM)).toBe('assessment');
    expect(new URL(nameOnly).searchParams.get('data')).toBe(new URL(made).searchParams.get('data'));
    expect(withSharePreview(nameOnly, 'level')).toBe(made);
  });

  it('reads anything but the name-only value, and no value, as the card with the level that old links have', () => {
    expect(sharePreviewOf('assessment')).toBe('assessment');
    for (const value of [null, '', 'level', 'Assessment', 'none'])
      expect(sharePreviewOf(value)).toBe('level');
  });
});
