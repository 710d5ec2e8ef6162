import type { AudhdCategory } from '../../../domain/assessments/questions.ts';
import type { AudhdSubscores } from '../../../domain/assessments/scoring.ts';

const MAX_ANSWER = 4;

/**
 * The domain's `scoreAudhdSubscores`, for the rare case the server's result cannot be read. It is restated
 * (a test holds the two equal) because `scoring.ts` imports every question, and the combined questions are
 * fetched only in that case, so the results page does not carry them.
 */
export async function computeAudhdSubscores(responses: Record<string, number>): Promise<AudhdSubscores> {
  const { AUDHD_QUESTIONS } = await import('../../../domain/assessments/questions/audhd.ts');
  const subscores: Record<AudhdCategory, number> = { autism: 0, adhd: 0, overlap: 0 };
  for (const question of AUDHD_QUESTIONS) {
    const value = Object.hasOwn(responses, question.id) ? responses[question.id] : undefined;
    const isAnswer =
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ANSWER;
    if (question.category && isAnswer) {
      subscores[question.category] += question.reverse ? MAX_ANSWER - value : value;
    }
  }
  return subscores;
}
