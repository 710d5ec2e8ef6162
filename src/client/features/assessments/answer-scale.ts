import type { AnswerOption, Question } from '../../../domain/assessments/questions.ts';

// The answer scale and the scoring rule of `domain/assessments/questions.ts` and `scoring.ts`, restated here on
// purpose: importing those modules pulls all 87 questions into every page that shows a level, because
// `levels.ts` depends on `scoring.ts`, which imports every question file. A unit test holds these equal to the
// domain's. (The lasting fix is in the domain: MAX_SCORES without the question lists behind it.)
const LIKERT_OPTIONS: readonly AnswerOption[] = [
  { value: 0, label: 'Strongly Disagree' },
  { value: 1, label: 'Disagree' },
  { value: 2, label: 'Neutral' },
  { value: 3, label: 'Agree' },
  { value: 4, label: 'Strongly Agree' },
];

const YES_NO: readonly AnswerOption[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];

export function answerOptionsFor(question: Pick<Question, 'type'>): readonly AnswerOption[] {
  return question.type === 'yesno' ? YES_NO : LIKERT_OPTIONS;
}

function maxAnswerFor(question: Pick<Question, 'type'>): number {
  return question.type === 'yesno' ? 1 : 4;
}

export function isAnswer(question: Pick<Question, 'type'>, value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= maxAnswerFor(question)
  );
}

/** The sum the server computes: answers as given, reverse-keyed items from the other end of the scale. */
export function scoreAnswers(
  questions: readonly Question[],
  responses: Readonly<Record<string, unknown>>,
): number {
  let total = 0;
  for (const question of questions) {
    const value = Object.hasOwn(responses, question.id) ? responses[question.id] : undefined;
    if (isAnswer(question, value)) total += question.reverse ? maxAnswerFor(question) - value : value;
  }
  return total;
}
