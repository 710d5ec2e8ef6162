import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

const textOf = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end));

describe('splitSentences', () => {
  it('gives each sentence of a paragraph without the spaces between them', () => {
    expect(textOf('Your answers suggest some traits. This is not a diagnosis!  What next?')).toEqual([
      'Your answers suggest some traits.',
      'This is not a diagnosis!',
      'What next?',
    ]);
  });

  it('reads a short label as one sentence, and empty text as none', () => {
    expect(textOf('Sometimes')).toEqual(['Sometimes']);
    expect(textOf('   ')).toEqual([]);
  });

  it('covers every word of any text once, in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const spans = splitSentences(text);
        let previousEnd = 0;
        for (const { start, end } of spans) {
          expect(start).toBeGreaterThanOrEqual(previousEnd);
          expect(end).toBeGreaterThan(start);
          expect(text.slice(previousEnd, start).trim()).toBe('');
          previousEnd = end;
        }
        expect(text.slice(previousEnd).trim()).toBe('');
      }),
    );
  });
});
