import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { MAX_ROW_ID } from '../../../domain/api/row-id.ts';
import { itemTextsOf } from '../../../domain/assessments/translations/item-texts.ts';
import { ITEM_SET_TRANSLATIONS } from '../../../domain/assessments/translations/records.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import { type SnapshotWords, snapshotWordsIn } from '../../../domain/report/report-content.ts';
import { compareTakes, type Take } from '../../../domain/retests/compare-takes.ts';
import type { RetestComparison } from '../../../domain/retests/retest-comparison.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { assessmentResults, orders } from '../../db/schema.ts';

// Which earlier take a result is compared with. On the results page, the visitor's own previous take of the same
// assessment (the same browser): the comparison shows earlier answers, so it goes only to whoever made both. In a
// report, also a take whose report went to the same address: the report goes to that address, so it shows its
// reader only answers already sent there. Results whose visitor was detached (retention, erasure) are never found.

const TAKE_COLUMNS = {
  id: assessmentResults.id,
  visitorId: assessmentResults.visitorId,
  assessmentType: assessmentResults.assessmentType,
  responses: assessmentResults.responses,
  score: assessmentResults.score,
  itemSetVersion: assessmentResults.itemSetVersion,
  language: assessmentResults.language,
  createdAt: assessmentResults.createdAt,
};

type TakeRow = Take & { id: number; visitorId: string | null };

async function findTake(db: Database, id: number): Promise<TakeRow | undefined> {
  if (id > MAX_ROW_ID) return undefined;
  const [row] = await db.select(TAKE_COLUMNS).from(assessmentResults).where(eq(assessmentResults.id, id));
  return row;
}

/**
 * The words a results page's comparison is written in: its themes in the page's language, its answers quoted in the
 * language the take was answered in (only takes in the same language compare answers, compare-takes.ts).
 */
function comparisonWords(pageLanguage: MessageLanguage, take: Take): SnapshotWords {
  const record = ITEM_SET_TRANSLATIONS.find((translation) => translation.language === take.language);
  return snapshotWordsIn(MESSAGES[pageLanguage], record && itemTextsOf(record, take.assessmentType));
}

/**
 * What changed since the visitor's previous take of the same assessment, on any wording, in the words of
 * `language` (the page's). Undefined when the result does not exist or is someone else's (a 404, as for every
 * result); null when it is their first take.
 */
export async function compareWithVisitorsEarlierTake({
  db,
  visitorId,
  id,
  language,
}: {
  db: Database;
  visitorId: string;
  id: number;
  language: MessageLanguage;
}): Promise<RetestComparison | null | undefined> {
  const later = await findTake(db, id);
  if (!later || later.visitorId !== visitorId) return undefined;
  const [earlier] = await db
    .select(TAKE_COLUMNS)
    .from(assessmentResults)
    .where(
      and(
        eq(assessmentResults.visitorId, visitorId),
        eq(assessmentResults.assessmentType, later.assessmentType),
        lt(assessmentResults.id, later.id),
      ),
    )
    .orderBy(desc(assessmentResults.id))
    .limit(1);
  return earlier ? compareTakes(earlier, later, comparisonWords(language, later)) : null;
}

/**
 * The take a report compares with: the latest earlier take of the same assessment on the same wording, by the same
 * visitor or ordered to the same address. Null when there is none. The report compares them itself, in the worker
 * of its language (render-report-pdf.tsx), so that the themes and answers it quotes are in that language.
 */
export async function findEarlierTakeForReport({
  db,
  resultId,
  orderEmail,
}: {
  db: Database;
  resultId: number;
  orderEmail: string | null;
}): Promise<Take | null> {
  const later = await findTake(db, resultId);
  if (!later) return null;
  const sameReader = [
    ...(later.visitorId === null ? [] : [eq(assessmentResults.visitorId, later.visitorId)]),
    ...(orderEmail === null
      ? []
      : [
          inArray(
            assessmentResults.id,
            db
              .select({ id: orders.assessmentResultId })
              .from(orders)
              .where(
                and(sameAddress(orders.email, orderEmail), eq(orders.assessmentType, later.assessmentType)),
              ),
          ),
        ]),
  ];
  if (sameReader.length === 0) return null;
  const [earlier] = await db
    .select(TAKE_COLUMNS)
    .from(assessmentResults)
    .where(
      and(
        or(...sameReader),
        eq(assessmentResults.assessmentType, later.assessmentType),
        eq(assessmentResults.itemSetVersion, later.itemSetVersion),
        eq(assessmentResults.language, later.language),
        lt(assessmentResults.id, later.id),
      ),
    )
    .orderBy(desc(assessmentResults.id))
    .limit(1);
  if (!earlier) return null;
  // What the report needs of it, no more: who took it stays on this side.
  const { id: _id, visitorId: _visitorId, ...take } = earlier;
  return take;
}
