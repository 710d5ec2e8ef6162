import type { FastifyInstance } from 'fastify';
import { getMaxScore } from '../../../domain/assessments/scoring.ts';
import { takerComparisonContract } from '../../../domain/comparison/contracts.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { sharedScoreComparison } from './score-comparison.ts';

/**
 * GET /api/assessment-comparison/:type?score=N&language=de: where a score stands among this site's results of that
 * assessment taken in that language (English when left out). A call of its own (not part of GET /api/assessment-results/:id) so that the results page can ask
 * for it whether its result came from the server or only from this browser, and load it after the page itself.
 */
export async function comparisonRoutes(app: FastifyInstance): Promise<void> {
  const comparison = sharedScoreComparison(app.db, app.config.comparison);

  routeFromContract(app, takerComparisonContract, {}, async (request) => {
    const { type } = request.params;
    const { score, language } = request.query;
    const maxScore = getMaxScore(type);
    if (score > maxScore) {
      throw new AppError('score_out_of_range', {
        status: 400,
        message: (words: Messages) => words.replies.scoreOutOfRange({ max: maxScore }),
      });
    }
    return comparison.compareScore(type, score, language);
  });
}
