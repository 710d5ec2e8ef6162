import type { AssessmentType } from './catalogue.ts';
import { VERSION_1_WORDINGS } from './questions/version-1-wordings.ts';
import { getQuestions, type Question } from './questions.ts';

// Items are reworded from time to time (docs/decisions/012-item-review.md). Every stored result carries the
// version of the item set its taker answered, so that an old result's report prints the wording that was
// answered, and the comparison with other takers counts only results on one wording.

/**
 * 1: the items as first written and reviewed (issue 19). 2: the second review (issue 25): items reworded away
 * from published frames, near-universal items replaced, constructs relabelled.
 */
export const CURRENT_ITEM_SET_VERSION = 2;

/**
 * The questions of `type` as worded in item-set `version`: today's, with the version-1 wording, construct and
 * keying put back for the items the second review changed. Ids, order and count are the same in every version.
 */
export function getQuestionsAt(type: AssessmentType, version: number): readonly Question[] {
  const questions = getQuestions(type);
  if (version >= CURRENT_ITEM_SET_VERSION) return questions;
  return questions.map((question) => {
    const earlier = VERSION_1_WORDINGS[question.id];
    if (!earlier) return question;
    const { reverse: _today, ...rest } = question;
    return { ...rest, ...earlier };
  });
}
