import { plural } from '../locale/locale.ts';
import { type AssessmentType, isAssessmentType } from './catalogue.ts';
import { type AudhdCategory, getMaxAnswerValue, getQuestions, type Question } from './questions.ts';

export type Responses = Readonly<Record<string, number>>;

export type AudhdSubscores = Record<AudhdCategory, number>;

// The highest possible score of each assessment: 4 × its number of questions (a test holds them to that).
export const MAX_SCORES: Readonly<Record<AssessmentType, number>> = {
  audhd: 120,
  asd: 80,
  adhd: 40,
  spd: 36,
  dyspraxia: 32,
  dyslexia: 40,
};

export const DEFAULT_MAX_SCORE = 50;

export function getMaxScore(type: string): number {
  return isAssessmentType(type) ? MAX_SCORES[type] : DEFAULT_MAX_SCORE;
}

export function isValidAnswer(question: Pick<Question, 'type'>, value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= getMaxAnswerValue(question)
  );
}

// Points one answer contributes. Reverse-keyed items count the other end of the scale: 4 − value for likert,
// 1 − value for yes/no.
export function scoreAnswer(question: Pick<Question, 'type' | 'reverse'>, value: number): number {
  return question.reverse ? getMaxAnswerValue(question) - value : value;
}

function answerFor(question: Question, responses: Responses): number | undefined {
  if (!Object.hasOwn(responses, question.id)) {
    return undefined;
  }
  const value = responses[question.id];
  // Invalid values are skipped rather than clamped, so the score stays within 0..max whatever it is given;
  // validateResponses is where bad input is reported.
  return isValidAnswer(question, value) ? value : undefined;
}

function sumAnswers(questions: readonly Question[], responses: Responses): number {
  let total = 0;
  for (const question of questions) {
    const value = answerFor(question, responses);
    if (value !== undefined) {
      total += scoreAnswer(question, value);
    }
  }
  return total;
}

// Sum of the answers to the type's questions; answers to other ids are ignored and unanswered questions add 0.
export function scoreResponses(type: AssessmentType, responses: Responses): number {
  return sumAnswers(getQuestions(type), responses);
}

export function scoreAudhdSubscores(responses: Responses): AudhdSubscores {
  const questions = getQuestions('audhd');
  const inCategory = (category: AudhdCategory) => questions.filter((q) => q.category === category);
  return {
    autism: sumAnswers(inCategory('autism'), responses),
    adhd: sumAnswers(inCategory('adhd'), responses),
    overlap: sumAnswers(inCategory('overlap'), responses),
  };
}

const MAX_LISTED_IDS = 10;

function listIds(ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_LISTED_IDS).join(', ');
  const hidden = ids.length - MAX_LISTED_IDS;
  return hidden > 0 ? `${shown} and ${hidden} more` : shown;
}

function describeValue(value: unknown): string {
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'string') {
    return value.length > 20 ? `"${value.slice(0, 20)}…"` : `"${value}"`;
  }
  return value === null ? 'null' : typeof value;
}

// Problems that make a set of responses unusable for `type`, worded for the person reading an API error.
// An empty list means the responses answer every question of the type, and nothing else, with a valid value.
export function validateResponses(
  type: AssessmentType,
  responses: Readonly<Record<string, unknown>>,
): string[] {
  const questions = getQuestions(type);
  const problems: string[] = [];

  const missing = questions.filter((q) => !Object.hasOwn(responses, q.id)).map((q) => q.id);
  if (missing.length > 0) {
    const noun = plural(missing.length, { one: 'question', other: 'questions' });
    problems.push(`Missing answers for ${missing.length} ${noun}: ${listIds(missing)}.`);
  }

  const knownIds = new Set(questions.map((q) => q.id));
  const unknown = Object.keys(responses).filter((id) => !knownIds.has(id));
  if (unknown.length > 0) {
    problems.push(
      `Answers given for questions that are not part of the ${type} assessment: ${listIds(unknown)}.`,
    );
  }

  for (const question of questions) {
    if (!Object.hasOwn(responses, question.id)) {
      continue;
    }
    const value = responses[question.id];
    if (!isValidAnswer(question, value)) {
      problems.push(
        `The answer to ${question.id} must be a whole number from 0 to ${getMaxAnswerValue(question)} (received ${describeValue(value)}).`,
      );
    }
  }

  return problems;
}
