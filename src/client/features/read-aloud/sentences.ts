/** A stretch of one element's text, by character offsets into its textContent. */
export type TextSpan = { start: number; end: number };

/** The sentences of a text (Intl.Segmenter's idea of them), as offsets into it, without the space between them. */
export function splitSentences(text: string): TextSpan[] {
  const segments = new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text);
  return [...segments].flatMap(({ index, segment }) => {
    const leading = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    return trimmed === '' ? [] : [{ start: index + leading, end: index + leading + trimmed.length }];
  });
}
