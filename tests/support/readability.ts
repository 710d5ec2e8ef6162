import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export type Readability = {
  sentences: number;
  words: number;
  syllables: number;
  /** Flesch-Kincaid grade level (Kincaid et al. 1975): 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
  grade: number;
};

const SENTENCE_END = /[.!?]+(?=\s|$)/g;

// Words are runs of letters, digits and inner apostrophes; "e-mail" counts as one word, a lone dash as none.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Counts a set of short texts (one questionnaire's items, say) as one document, the way readability formulas are
 * meant to be used: a single sentence gives a grade too noisy to judge on its own.
 */
export function measureReadability(texts: readonly string[]): Readability {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  for (const text of texts) {
    sentences += Math.max(1, text.match(SENTENCE_END)?.length ?? 0);
    for (const word of text.match(WORD) ?? []) {
      words += 1;
      syllables += Math.max(1, syllable(word));
    }
  }
  return {
    sentences,
    words,
    syllables,
    grade: fleschKincaid({ sentence: sentences, word: words, syllable: syllables }),
  };
}
