import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import { storage } from '../../lib/storage.ts';
import { isAnswer } from './answer-scale.ts';

/** Answers given so far, kept per assessment so that a reload or a closed tab resumes where it stopped. */
export type Progress = {
  responses: Record<string, number>;
  /** The question on screen, 0-based. */
  index: number;
};

function progressKey(type: AssessmentType): string {
  return `assessment-progress:${type}`;
}

function parseProgress(value: unknown, questions: readonly Question[]): Progress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { responses, index } = value as Record<string, unknown>;
  if (typeof responses !== 'object' || responses === null) return null;
  const kept: Record<string, number> = {};
  for (const question of questions) {
    const answer = (responses as Record<string, unknown>)[question.id];
    if (answer === undefined) continue;
    // One bad value makes the whole record suspect; starting over is better than resuming wrong answers.
    if (!isAnswer(question, answer)) return null;
    kept[question.id] = answer;
  }
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= questions.length) {
    return null;
  }
  // Never resume past the first unanswered question.
  const firstUnanswered = questions.findIndex((question) => kept[question.id] === undefined);
  const reachable = firstUnanswered === -1 ? questions.length - 1 : firstUnanswered;
  return { responses: kept, index: Math.min(index, reachable) };
}

export function readProgress(type: AssessmentType, questions: readonly Question[]): Progress | null {
  return storage.getJson(progressKey(type), (value) => parseProgress(value, questions));
}

export function saveProgress(type: AssessmentType, progress: Progress): void {
  storage.setJson(progressKey(type), progress);
}

export function clearProgress(type: AssessmentType): void {
  storage.remove(progressKey(type));
}
