import type { FastifyInstance } from 'fastify';
import type { AssessmentType } from '../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { postAs, type VisitorSession } from './test-app.ts';

/** Every question of `type` answered with `value`. */
export function uniformResponses(type: AssessmentType, value: number): Record<string, number> {
  return Object.fromEntries(getQuestions(type).map((question) => [question.id, value]));
}

/** Stores a finished assessment for the visitor through the API and returns its id. */
export async function createResult(
  app: FastifyInstance,
  session: VisitorSession,
  type: AssessmentType = 'adhd',
  value = 3,
): Promise<number> {
  const response = await postAs(app, session, '/api/assessment-results', {
    email: null,
    assessmentType: type,
    responses: uniformResponses(type, value),
    score: 0,
    preliminaryGenerated: true,
  });
  if (response.statusCode !== 201) throw new Error(`creating a result failed: ${response.body}`);
  return response.json().id;
}
