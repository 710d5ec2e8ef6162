import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import type {
  CreateAssessmentResultInput,
  CreateAssessmentResultResponse,
} from '../../../domain/assessments/schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import type { AssessmentData } from '../../lib/assessment-storage.ts';
import { scoreAnswers } from './answer-scale.ts';

export type SubmitResult =
  | { ok: true; data: AssessmentData }
  // 'save': the server did not store the result; 'process': it answered something we cannot use.
  | { ok: false; reason: 'save' | 'process' };

function isCreatedResult(value: unknown): value is CreateAssessmentResultResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { id, userId } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof userId === 'string';
}

/** Stores the finished assessment on the server. The server recomputes the score; ours is only sent along. */
export async function submitAssessment(
  type: AssessmentType,
  questions: readonly Question[],
  responses: Record<string, number>,
): Promise<SubmitResult> {
  const score = scoreAnswers(questions, responses);
  const body: CreateAssessmentResultInput = {
    email: null,
    assessmentType: type,
    responses,
    score,
    preliminaryGenerated: true,
  };
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/assessment-results', body);
  } catch {
    return { ok: false, reason: 'save' };
  }
  const created: unknown = await response.json().catch(() => null);
  if (!isCreatedResult(created)) return { ok: false, reason: 'process' };
  return {
    ok: true,
    data: {
      userId: created.userId,
      assessmentType: type,
      responses,
      score,
      assessmentResultId: created.id,
      email: '',
      anonymous: true,
    },
  };
}
