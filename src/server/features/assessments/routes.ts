import type { FastifyInstance } from 'fastify';
import {
  assessmentResultContract,
  createAssessmentResultContract,
  saveResultContextContract,
} from '../../../domain/assessments/contracts.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { formatList } from '../../../domain/locale/locale.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  assertCompleteResponsesInBody,
  createAssessmentResult,
  findAssessmentResult,
  saveResultContext,
} from './service.ts';

/** A result that is not the caller's answers as one that does not exist: the two look the same. */
const RESULT_NOT_FOUND = { status: 404, message: (words: Messages) => words.replies.resultNotFound } as const;

/** What a call that names a language the server does not offer answers: the offered ones, by name. */
const notOffered = (offered: readonly Language[]) => (words: Messages) =>
  words.replies.languageNotOffered({
    languages: formatList(
      offered.map((language) => words.replies.languageNames[language]),
      words.locale.locale,
    ),
  });

export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  // The languages this server serves assessment pages in: a language previewed here is taken in too, so that its
  // journeys can be tried end to end before it is offered (decision 060).
  const takenIn: readonly Language[] = [...app.config.offeredLanguages, ...app.config.previewLanguages];
  routeFromContract(
    app,
    createAssessmentResultContract,
    {
      onRequest: app.publicWriteLimit,
      // Runs before the schema (and after the scope's anti-forgery check) so that every problem with the
      // answers, a value of 5 included, gets the same plain sentence instead of the schema's wording.
      preValidation: async (request) => assertCompleteResponsesInBody(request.body),
    },
    async (request) => {
      const { language } = request.body;
      if (language !== undefined && !takenIn.includes(language)) {
        throw new AppError('language_not_offered', {
          status: 400,
          message: notOffered(app.config.offeredLanguages),
        });
      }
      const { id } = await createAssessmentResult({
        db: app.db,
        visitorId: request.visitorId,
        input: request.body,
      });
      return { id, userId: request.visitorId };
    },
  );

  routeFromContract(app, assessmentResultContract, {}, async (request) => {
    const result = await findAssessmentResult({
      db: app.db,
      visitorId: request.visitorId,
      id: request.params.id,
    });
    if (!result) throw new AppError('assessment_result_not_found', RESULT_NOT_FOUND);
    return result;
  });

  // Someone else's result answers as one that does not exist: an id tells a caller nothing about others.
  routeFromContract(app, saveResultContextContract, { onRequest: app.publicWriteLimit }, async (request) => {
    const context = await saveResultContext({
      db: app.db,
      visitorId: request.visitorId,
      id: request.params.id,
      context: request.body,
    });
    if (!context) throw new AppError('assessment_result_not_found', RESULT_NOT_FOUND);
    return context;
  });
}
