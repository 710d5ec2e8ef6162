// What a translation is checked against: English's sentences, to find any left behind in a page, an e-mail or a PDF.

/** Every text in a module of messages (or any object of them), those inside lists and tables too. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The sentences of `texts` long enough to be sentences rather than names: six words at least, cut at a sentence's
 * end, so a translation that quotes a name or a title holds none of them.
 */
export function sentencesOf(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?:;])\s+/))
    .filter((sentence) => sentence.split(/\s+/).length >= 6);
}

/** Every run of white space as one space: how text read out of a PDF or an HTML page is compared. */
export const fold = (text: string) => text.replace(/\s+/g, ' ');
