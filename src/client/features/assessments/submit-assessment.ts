import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { createAssessmentResultContract } from '../../../domain/assessments/contracts.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import type {
  CreateAssessmentResultInput,
  CreateAssessmentResultResponse,
} from '../../../domain/assessments/schemas.ts';
import type { AssessmentData } from '../../lib/assessment-storage.ts';
import { callApi, InvalidResponseError } from '../../lib/call-api.ts';
import { PAGE_LANGUAGE } from '../../lib/page-language.ts';
import { scoreAnswers } from './answer-scale.ts';

export type SubmitResult =
  | { ok: true; data: AssessmentData }
  // 'save': the server did not store the result; 'process': it answered something we cannot use.
  | { ok: false; reason: 'save' | 'process' };

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
    // The page's language, kept with the result and its order (decision 059); English is the default.
    ...(PAGE_LANGUAGE === 'en' ? {} : { language: PAGE_LANGUAGE }),
  };
  let created: CreateAssessmentResultResponse;
  try {
    // The reply is checked, not trusted: a reply without a usable id must not lose the visitor's answers.
    created = await callApi(createAssessmentResultContract, { body });
  } catch (error) {
    return { ok: false, reason: error instanceof InvalidResponseError ? 'process' : 'save' };
  }
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
