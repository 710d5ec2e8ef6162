import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentResultIdSchema,
  assessmentResultSchema,
  createAssessmentResultResponseSchema,
  createAssessmentResultSchema,
} from '../../../domain/assessments/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCompleteResponsesInBody, createAssessmentResult, findAssessmentResult } from './service.ts';

const resultParamsSchema = z.object({ id: assessmentResultIdSchema });

export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/assessment-results',
    {
      onRequest: app.publicWriteLimit,
      // Runs before the schema (and after the scope's anti-forgery check) so that every problem with the
      // answers, a value of 5 included, gets the same plain sentence instead of the schema's wording.
      preValidation: async (request) => assertCompleteResponsesInBody(request.body),
      schema: { body: createAssessmentResultSchema, response: { 201: createAssessmentResultResponseSchema } },
    },
    async (request, reply) => {
      const { id } = await createAssessmentResult({
        db: app.db,
        visitorId: request.visitorId,
        input: request.body,
      });
      return reply.status(201).send({ id, userId: request.visitorId });
    },
  );

  routes.get(
    '/api/assessment-results/:id',
    { schema: { params: resultParamsSchema, response: { 200: assessmentResultSchema } } },
    async (request, reply) => {
      const result = await findAssessmentResult({
        db: app.db,
        visitorId: request.visitorId,
        id: request.params.id,
      });
      reply.header('cache-control', 'no-store');
      if (!result) {
        throw new AppError('assessment_result_not_found', {
          status: 404,
          message: 'We could not find that assessment result.',
        });
      }
      return result;
    },
  );
}
