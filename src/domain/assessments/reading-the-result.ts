import { type AssessmentType, getAssessment } from './catalogue.ts';
import type { Responses } from './scoring.ts';

/**
 * What the bands are, in three plain sentences, wherever a result is shown (results page, shared results, report).
 * About a third of the statements are worded as ease and scored in reverse, so "agreeing" alone does not lead to
 * the top band; the text says so (issue 25). Nothing anywhere may suggest the bands are clinical thresholds: they
 * are not (docs/decisions/011-score-bands.md).
 */
export const HOW_TO_READ_THE_BANDS =
  'The three bands follow the average answer, from mostly disagreeing to mostly agreeing with the experiences asked about. Some statements are scored in reverse: agreeing with those counts the other way. The bands are shares of the possible score, not clinical cut-offs, and they have not been checked against diagnoses.';

export const SAME_ANSWER_NOTE =
  'You gave the same answer to every statement. Answers that change from one statement to the next give a more useful picture, so you may like to take the assessment again when you have a quiet moment.';

/**
 * True when every question of the assessment was answered, all with the same answer. A result's responses hold
 * its own assessment's answers only (the server refuses any other id), so no question list is needed: the
 * results page downloads no question texts for this.
 */
export function hasSameAnswerThroughout(type: AssessmentType, responses: Responses): boolean {
  const answers = Object.values(responses);
  const [first] = answers;
  return (
    answers.length === getAssessment(type).questionCount &&
    first !== undefined &&
    answers.every((answer) => answer === first)
  );
}
