import { getQuestions } from '../src/domain/assessments/questions.ts';

/**
 * The finished assessment both the app's `POST /api/assessment-results` and the INSERT ceiling store, so that the
 * ceiling writes the same row through the same statement shape and the ratio measures only what the app adds.
 */
export const BENCH_ASSESSMENT_TYPE = 'adhd';
export const benchResponses: Record<string, number> = Object.fromEntries(
  getQuestions(BENCH_ASSESSMENT_TYPE).map((question, index) => [question.id, index % 5]),
);
