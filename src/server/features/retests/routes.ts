import type { FastifyInstance } from 'fastify';
import type { Messages } from '../../../domain/messages/messages.ts';
import { earlierTakeContract } from '../../../domain/retests/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { replyLanguage } from '../../http/reply-language.ts';
import { AppError } from '../../lib/app-error.ts';
import { compareWithVisitorsEarlierTake } from './earlier-takes.ts';

export async function retestRoutes(app: FastifyInstance): Promise<void> {
  // Someone else's result answers as one that does not exist, as every call about a result does.
  routeFromContract(app, earlierTakeContract, {}, async (request) => {
    const comparison = await compareWithVisitorsEarlierTake({
      db: app.db,
      visitorId: request.visitorId,
      id: request.params.id,
      language: replyLanguage(request),
    });
    if (comparison === undefined) {
      throw new AppError('assessment_result_not_found', {
        status: 404,
        message: (words: Messages) => words.replies.resultNotFound,
      });
    }
    return { comparison };
  });
}
