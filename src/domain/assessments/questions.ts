import type { AssessmentType } from './catalogue.ts';
import { ADHD_QUESTIONS } from './questions/adhd.ts';
import { ASD_QUESTIONS } from './questions/asd.ts';
import { AUDHD_QUESTIONS } from './questions/audhd.ts';
import { DYSLEXIA_QUESTIONS } from './questions/dyslexia.ts';
import { DYSPRAXIA_QUESTIONS } from './questions/dyspraxia.ts';
import { SPD_QUESTIONS } from './questions/spd.ts';

type QuestionType = 'likert' | 'yesno';

export const AUDHD_CATEGORIES = ['autism', 'adhd', 'overlap'] as const;

export type AudhdCategory = (typeof AUDHD_CATEGORIES)[number];

// Every item was written independently, per construct (docs/content-basis.md B0). Some necessarily ask about the
// same experiences as items of the AQ, RAADS-R and SPQ; the second review moved those that had kept such an item's
// sentence frame to a frame and example of their own (docs/decisions/012-item-review.md, which lists each item's
// construct, keying and rewording). An item's id stays when its wording changes, so the wording a stored result
// was answered under is kept in questions/version-1-wordings.ts.
export type Question = {
  id: string;
  text: string;
  type: QuestionType;
  // Only audhd items carry a category; it drives the autism / adhd / overlap subscores.
  category?: AudhdCategory;
  // Short label used to group items in a report, e.g. 'Social communication'.
  construct: string;
  // Reverse-keyed: agreeing means fewer of the traits being asked about.
  reverse?: true;
};

export type AnswerOption = {
  value: number;
  label: string;
};

export const ANSWER_OPTIONS: readonly AnswerOption[] = [
  { value: 0, label: 'Strongly Disagree' },
  { value: 1, label: 'Disagree' },
  { value: 2, label: 'Neutral' },
  { value: 3, label: 'Agree' },
  { value: 4, label: 'Strongly Agree' },
];

// The model allows yes/no items although the fixed data has none; no labels for them were ever agreed.
export const YES_NO_OPTIONS: readonly AnswerOption[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];

const QUESTIONS_BY_TYPE: Record<AssessmentType, readonly Question[]> = {
  audhd: AUDHD_QUESTIONS,
  asd: ASD_QUESTIONS,
  adhd: ADHD_QUESTIONS,
  spd: SPD_QUESTIONS,
  dyspraxia: DYSPRAXIA_QUESTIONS,
  dyslexia: DYSLEXIA_QUESTIONS,
};

export function getQuestions(type: AssessmentType): readonly Question[] {
  return QUESTIONS_BY_TYPE[type];
}

export function getAnswerOptions(question: Pick<Question, 'type'>): readonly AnswerOption[] {
  return question.type === 'yesno' ? YES_NO_OPTIONS : ANSWER_OPTIONS;
}

export function getMaxAnswerValue(question: Pick<Question, 'type'>): number {
  return question.type === 'yesno' ? 1 : 4;
}
