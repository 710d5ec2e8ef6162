import { describe, expect, it } from 'vitest';
import { SHARE_PREVIEW_PARAM, sharePreviewOf, withSharePreview } from './share-preview.ts';

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
