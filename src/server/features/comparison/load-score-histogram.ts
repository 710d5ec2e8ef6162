import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getMaxScore } from '../../../domain/assessments/scoring.ts';
import type { ScoreHistogram } from '../../../domain/comparison/taker-comparison.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults } from '../../db/schema.ts';

/**
 * How many counted results of `type` have each score. Only the score column is read, never answers or addresses.
 * Counted are the results that still belong to a visitor: an erased result is deleted, and one that retention
 * detached (visitor id set to null after the retention period) has left the comparison with its visitor.
 */
export async function loadScoreHistogram(db: Database, type: AssessmentType): Promise<ScoreHistogram> {
  const rows = await db
    .select({ score: assessmentResults.score, count: sql`count(*)`.mapWith(Number) })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.assessmentType, type), isNotNull(assessmentResults.visitorId)))
    .groupBy(assessmentResults.score);
  const histogram: number[] = new Array(getMaxScore(type) + 1).fill(0);
  for (const { score, count } of rows) {
    // The server writes every score itself, within the range; a row outside it is not counted.
    if (score >= 0 && score < histogram.length) histogram[score] = (histogram[score] ?? 0) + count;
  }
  return histogram;
}
