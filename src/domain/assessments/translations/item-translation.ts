import type { TranslatedLanguage } from '../../locale/languages.ts';

/** The reconciliation of a text whose back-translation carried the English meaning. */
export const SAME_MEANING = 'Same meaning.';
/** How a reconciliation starts that kept a deliberate choice of the translation, and says why. */
export const KEPT = 'Kept:';
/** How a reconciliation that changed the translation quotes the blind back-translation of the new wording. */
export const SECOND_BACK_TRANSLATION =
  'The new wording, back-translated again by someone who never saw the English:';

/**
 * One statement carried into another language the way questionnaires are translated: a forward translation, a
 * back-translation into English by someone who never saw the English, and a reconciliation that compares the two
 * and settles every difference (docs/translations/README.md).
 */
export type TranslatedText = {
  /** The English the translation was made from. A test compares it with today's wording: a change reopens it. */
  english: string;
  /** The text a reader of the language sees, after reconciliation. */
  translation: string;
  /** The back-translation of the forward translation, word for word as it came back. */
  backTranslation: string;
  /**
   * What the comparison found: `SAME_MEANING`, or `KEPT` and why a deliberate choice stands, or what the
   * back-translation showed and what was changed in the translation, and why.
   */
  reconciliation: string;
};

type ItemTranslation = TranslatedText & { id: string };

/** The record of one language's translation of the item set. */
export type ItemSetTranslation = {
  language: TranslatedLanguage;
  /** The item set (`CURRENT_ITEM_SET_VERSION`) whose wording was translated. */
  itemSetVersion: number;
  /** When the reconciliation was finished, `YYYY-MM-DD`. */
  reconciledOn: string;
  /** The five agreement labels, from "Strongly Disagree" to "Strongly Agree". */
  answerLabels: readonly TranslatedText[];
  /** Every item of every assessment, in the order the assessments list them. */
  items: readonly ItemTranslation[];
};
