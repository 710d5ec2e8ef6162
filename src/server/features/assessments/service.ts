import { and, eq, sql } from 'drizzle-orm';
import { MAX_ROW_ID } from '../../../domain/api/row-id.ts';
import { readAnswerPattern } from '../../../domain/assessments/answer-pattern.ts';
import { type AssessmentType, isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import type { AssessmentResult, CreateAssessmentResultInput } from '../../../domain/assessments/schemas.ts';
import {
  scoreAudhdSubscores,
  scoreResponses,
  validateResponses,
} from '../../../domain/assessments/scoring.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Refuses responses that do not answer exactly the questions of `type`, each with a valid value; the problems
 * name question ids and values, in English, as a request's details do.
 */
function assertCompleteResponses(type: AssessmentType, responses: Readonly<Record<string, unknown>>): void {
  const problems = validateResponses(type, responses);
  if (problems.length > 0) {
    throw new AppError('invalid_responses', {
      status: 400,
      message: (words: Messages) => words.replies.answersNotSaved({ problems: problems.join(' ') }),
    });
  }
}

/**
 * Checks the answers of a raw, not yet schema-validated body, so that a wrong answer value is reported in the
 * same words as a missing or unknown question. A body too malformed for that is left to the schema.
 */
export function assertCompleteResponsesInBody(body: unknown): void {
  if (!isPlainObject(body) || !isAssessmentType(body.assessmentType) || !isPlainObject(body.responses)) {
    return;
  }
  assertCompleteResponses(body.assessmentType, body.responses);
}

// The busiest write of the site: its SQL is built once per database and PostgreSQL parses it once per
// connection (a named prepared statement), instead of Drizzle assembling the query on every call.
const insertStatements = new WeakMap<Database, ReturnType<typeof prepareInsert>>();

function prepareInsert(db: Database) {
  return db
    .insert(assessmentResults)
    .values({
      visitorId: sql.placeholder('visitorId'),
      assessmentType: sql.placeholder('assessmentType'),
      responses: sql.placeholder('responses'),
      score: sql.placeholder('score'),
      subscores: sql.placeholder('subscores'),
      level: sql.placeholder('level'),
      email: sql.placeholder('email'),
      preliminaryGenerated: sql.placeholder('preliminaryGenerated'),
      itemSetVersion: sql.placeholder('itemSetVersion'),
      answerPattern: sql.placeholder('answerPattern'),
      language: sql.placeholder('language'),
    })
    .returning({ id: assessmentResults.id })
    .prepare('insert_assessment_result');
}

/** The prepared INSERT of a finished assessment; the API benchmark's ceiling runs this very statement. */
export function assessmentResultInsert(db: Database) {
  let statement = insertStatements.get(db);
  if (!statement) {
    statement = prepareInsert(db);
    insertStatements.set(db, statement);
  }
  return statement;
}

/** Stores a finished assessment with the server's own score, level and (audhd) subscores. */
export async function createAssessmentResult({
  db,
  visitorId,
  input,
}: {
  db: Database;
  visitorId: string;
  input: CreateAssessmentResultInput;
}): Promise<{ id: number }> {
  const { assessmentType, responses } = input;
  assertCompleteResponses(assessmentType, responses);
  // input.score is deliberately not read: the client's number is never trusted.
  const score = scoreResponses(assessmentType, responses);
  const [row] = await assessmentResultInsert(db).execute({
    visitorId,
    assessmentType,
    responses,
    score,
    subscores: assessmentType === 'audhd' ? scoreAudhdSubscores(responses) : null,
    level: getLevel(assessmentType, score),
    email: input.email ?? null,
    preliminaryGenerated: input.preliminaryGenerated ?? true,
    // Answers are only taken for the current wording: validateResponses holds them to today's item ids.
    itemSetVersion: CURRENT_ITEM_SET_VERSION,
    answerPattern: readAnswerPattern(assessmentType, responses),
    language: input.language ?? 'en',
  });
  if (!row) throw new Error('inserting an assessment result returned no row');
  return { id: row.id };
}

/**
 * The condition that picks the result with this id only if `visitorId` made it; undefined for a number beyond the
 * column, which names no result (a 404) and would make PostgreSQL fail.
 */
function ownResult(visitorId: string, id: number) {
  return id > MAX_ROW_ID
    ? undefined
    : and(eq(assessmentResults.id, id), eq(assessmentResults.visitorId, visitorId));
}

/**
 * The result with this id if `visitorId` made it. Undefined both when there is no such row and when it
 * belongs to someone else, so a caller cannot tell the two apart.
 */
export async function findAssessmentResult({
  db,
  visitorId,
  id,
}: {
  db: Database;
  visitorId: string;
  id: number;
}): Promise<AssessmentResult | undefined> {
  const isOwn = ownResult(visitorId, id);
  if (!isOwn) return undefined;
  const [row] = await db
    .select({
      id: assessmentResults.id,
      assessmentType: assessmentResults.assessmentType,
      responses: assessmentResults.responses,
      score: assessmentResults.score,
      level: assessmentResults.level,
      subscores: assessmentResults.subscores,
      context: assessmentResults.context,
      createdAt: assessmentResults.createdAt,
    })
    .from(assessmentResults)
    .where(isOwn)
    .limit(1);
  // The level is read under the current banding rule: a result stored under an earlier rule is shown to its
  // visitor as it would be scored today (its stored level stays as it was, for the admin views).
  return (
    row && { ...row, level: getLevel(row.assessmentType, row.score), createdAt: row.createdAt.toISOString() }
  );
}

/**
 * Stores the context answers with the result if `visitorId` made it, replacing earlier ones (the person may
 * change their mind). Undefined when there is no such result or it is someone else's, as above.
 */
export async function saveResultContext({
  db,
  visitorId,
  id,
  context,
}: {
  db: Database;
  visitorId: string;
  id: number;
  context: ResultContext;
}): Promise<ResultContext | undefined> {
  const isOwn = ownResult(visitorId, id);
  if (!isOwn) return undefined;
  const [row] = await db
    .update(assessmentResults)
    .set({ context })
    .where(isOwn)
    .returning({ context: assessmentResults.context });
  return row?.context ?? undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
