import { answerPatternNotes } from '#messages/result-words';
import { type AssessmentType, getAssessment } from './catalogue.ts';
import type { Responses } from './scoring.ts';

// How an answer sheet reads as a whole, beside its score (issue 25, item 4; docs/decisions/028-private-comparison.md).
// Two patterns say the score means less than it seems: the same answer to every statement, and agreeing with
// statements that point opposite ways about the same experience (a forward and a reverse-keyed item of one
// construct both answered Agree or Strongly Agree, in most of the constructs that have both). Either one brings
// the gentle note on the results page and in the report, general strategies in place of "Because you answered
// ...", and keeps the result out of the comparison with other takers. The result itself is still shown.

const ANSWER_PATTERNS = ['varied', 'same-answer', 'contradictory'] as const;

export type AnswerPattern = (typeof ANSWER_PATTERNS)[number];

/**
 * Each assessment's items in questionnaire order, one letter per item: the letter names its construct (A for the
 * first construct met, B for the next, ...), upper case for a forward item and lower case for a reverse-keyed one.
 * Letters instead of the question list, so that the results page downloads no question texts; answer-pattern.test.ts
 * holds each line to the questionnaire.
 */
export const ITEM_KEYS: Readonly<Record<AssessmentType, string>> = {
  audhd: 'ABcdEFGHIAJkCDLehglFJACKIDIHca',
  asd: 'aBaCADEfBadAGcdFbEGG',
  adhd: 'ABaCDcBABd',
  spd: 'AaAaBbCDA',
  dyspraxia: 'ABbbaCDE',
  dyslexia: 'aAAbBCcCDE',
};

/** An answer of Agree or Strongly Agree on the 0 to 4 scale. */
const AGREES_FROM = 3;

/** Of the constructs that have both forward and reverse items, at least this share must clash, and at least two. */
const CONTRADICTORY_SHARE = 0.5;
const MIN_CLASHES = 2;

/** True when every question of the assessment was answered, all with the same answer. */
export function hasSameAnswerThroughout(type: AssessmentType, responses: Responses): boolean {
  const answers = Object.values(responses);
  const [first] = answers;
  return (
    answers.length === getAssessment(type).questionCount &&
    first !== undefined &&
    answers.every((answer) => answer === first)
  );
}

/**
 * True when, in at least half of the constructs that have both kinds of item (and in two at least), a forward
 * item and a reverse-keyed item were both answered Agree or Strongly Agree.
 */
export function hasContradictoryAnswers(type: AssessmentType, responses: Responses): boolean {
  const agreed = new Map<string, { forward: boolean; reverse: boolean }>();
  const seen = new Map<string, { forward: boolean; reverse: boolean }>();
  [...ITEM_KEYS[type]].forEach((key, index) => {
    const construct = key.toUpperCase();
    const isReverse = key !== construct;
    const kinds = seen.get(construct) ?? { forward: false, reverse: false };
    seen.set(construct, isReverse ? { ...kinds, reverse: true } : { ...kinds, forward: true });
    const answer = responses[itemId(type, index)];
    if (typeof answer !== 'number' || answer < AGREES_FROM) return;
    const agreement = agreed.get(construct) ?? { forward: false, reverse: false };
    agreed.set(construct, isReverse ? { ...agreement, reverse: true } : { ...agreement, forward: true });
  });
  const mixed = [...seen]
    .filter(([, kinds]) => kinds.forward && kinds.reverse)
    .map(([construct]) => construct);
  const clashes = mixed.filter((construct) => {
    const agreement = agreed.get(construct);
    return agreement?.forward === true && agreement.reverse === true;
  }).length;
  return clashes >= MIN_CLASHES && clashes >= Math.ceil(mixed.length * CONTRADICTORY_SHARE);
}

/** How the sheet reads as a whole: same-answer before contradictory, as it is the plainer thing to say. */
export function readAnswerPattern(type: AssessmentType, responses: Responses): AnswerPattern {
  if (hasSameAnswerThroughout(type, responses)) return 'same-answer';
  if (hasContradictoryAnswers(type, responses)) return 'contradictory';
  return 'varied';
}

/** Item ids are the assessment's prefix and the item's number; dyspraxia's prefix is the short "dys". */
export function itemId(type: AssessmentType, index: number): string {
  return `${type === 'dyspraxia' ? 'dys' : type}-${index + 1}`;
}

/** The pattern's note for the reader, or null for a varied sheet. */
export function answerPatternNote(pattern: AnswerPattern): string | null {
  return pattern === 'varied' ? null : answerPatternNotes[pattern];
}
