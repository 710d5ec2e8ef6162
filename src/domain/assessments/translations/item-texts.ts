import type { AssessmentType } from '../assessment-types.ts';
import { getQuestions } from '../questions.ts';
import type { ItemSetTranslation } from './item-translation.ts';

/**
 * What a reader of one language sees of an assessment's items: each statement's translation by item id, and the
 * five answer labels from "Strongly Disagree" to "Strongly Agree". The pages load these, never the records behind
 * them (back-translations and reconciliations are for docs/translations/, not for every visitor's phone).
 */
export type ItemTexts = {
  answerLabels: readonly string[];
  items: Readonly<Record<string, string>>;
};

/** One loader per assessment: a page downloads the translation of the items it shows, no more. */
export type ItemTextLoaders = Readonly<Record<AssessmentType, () => Promise<ItemTexts>>>;

/** The texts of `type`'s items in the record's language, as the files in texts/<language>/ hold them. */
export function itemTextsOf(record: ItemSetTranslation, type: AssessmentType): ItemTexts {
  const ids = new Set(getQuestions(type).map((question) => question.id));
  return {
    answerLabels: record.answerLabels.map((label) => label.translation),
    items: Object.fromEntries(
      record.items.filter((item) => ids.has(item.id)).map((item) => [item.id, item.translation]),
    ),
  };
}
