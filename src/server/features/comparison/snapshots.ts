import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import { addNoise, binHistogram } from '../../../domain/comparison/private-histogram.ts';
import {
  isSnapshotDue,
  isSnapshotShown,
  type PoolFigures,
  type SnapshotPolicy,
} from '../../../domain/comparison/snapshot-policy.ts';
import type { ComparisonSnapshot } from '../../../domain/comparison/taker-comparison.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, comparisonSnapshots } from '../../db/schema.ts';

// The comparison's snapshots in the database: the pool they are taken from, and the one place a new one is taken.
// Only scores are read, never answers or addresses.

/**
 * The results compared with each other: one assessment on today's wording in one language. A translated item set
 * is another instrument until shown to measure the same, so each language's pool is its own.
 */
export type PoolKey = { type: AssessmentType; language: Language };

type Pool = PoolFigures & { histogram: number[] };

/**
 * The results that count: one per visitor (their latest of this assessment), on the current wording, still
 * belonging to a visitor (not erased, not detached by retention), and read as varied (not the same answer
 * throughout, not contradictory). A visitor whose latest sheet is not varied does not count at all: an earlier
 * sheet does not stand in for it.
 */
async function loadPool(db: Database, { type, language }: PoolKey): Promise<Pool> {
  const latest = db
    .selectDistinctOn([assessmentResults.visitorId], {
      score: assessmentResults.score,
      answerPattern: assessmentResults.answerPattern,
      createdAt: assessmentResults.createdAt,
    })
    .from(assessmentResults)
    .where(
      and(
        eq(assessmentResults.assessmentType, type),
        eq(assessmentResults.itemSetVersion, CURRENT_ITEM_SET_VERSION),
        eq(assessmentResults.language, language),
        isNotNull(assessmentResults.visitorId),
      ),
    )
    .orderBy(assessmentResults.visitorId, desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .as('latest');
  const rows = await db
    .select({
      score: latest.score,
      count: sql<number>`count(*)`.mapWith(Number),
      // Milliseconds since 1970, which both drivers hand over as a plain number.
      oldestAt: sql<number>`extract(epoch from min(${latest.createdAt})) * 1000`.mapWith(Number),
    })
    .from(latest)
    .where(eq(latest.answerPattern, 'varied'))
    .groupBy(latest.score);
  const maxScore = 4 * getAssessment(type).questionCount;
  const histogram = new Array<number>(maxScore + 1).fill(0);
  let oldestAt: Date | null = null;
  for (const row of rows) {
    // The server writes every score itself, within the range; a row outside it is not counted.
    if (row.score < 0 || row.score > maxScore) continue;
    histogram[row.score] = (histogram[row.score] ?? 0) + row.count;
    const oldest = new Date(row.oldestAt);
    if (!oldestAt || oldest < oldestAt) oldestAt = oldest;
  }
  return { histogram, counted: histogram.reduce((sum, count) => sum + count, 0), oldestAt };
}

/** What is read back of a snapshot, whether loaded or just taken. */
const SNAPSHOT_COLUMNS = {
  bins: comparisonSnapshots.bins,
  counted: comparisonSnapshots.counted,
  takenAt: comparisonSnapshots.takenAt,
};

async function loadLatestSnapshot(db: Database, { type, language }: PoolKey) {
  const [row] = await db
    .select(SNAPSHOT_COLUMNS)
    .from(comparisonSnapshots)
    .where(
      and(
        eq(comparisonSnapshots.assessmentType, type),
        eq(comparisonSnapshots.itemSetVersion, CURRENT_ITEM_SET_VERSION),
        eq(comparisonSnapshots.language, language),
      ),
    )
    .orderBy(desc(comparisonSnapshots.takenAt), desc(comparisonSnapshots.id))
    .limit(1);
  return row ?? null;
}

/** A uniform draw in [0, 1) from the operating system's cryptographic source. */
function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * The snapshot of a pool to show now, taking a new one first when the policy says one is due. Instances that
 * decide at the same moment queue on a transaction-scoped advisory lock, and each looks again once it holds it,
 * so only one snapshot is taken. Null while there is none to show.
 */
export async function currentSnapshot({
  db,
  pool,
  policy,
  now = () => new Date(),
  random = secureRandom,
}: {
  db: Database;
  pool: PoolKey;
  policy: SnapshotPolicy;
  now?: () => Date;
  random?: () => number;
}): Promise<ComparisonSnapshot | null> {
  const latest = await loadLatestSnapshot(db, pool);
  const mayBeDue = !latest || now().getTime() - latest.takenAt.getTime() >= policy.minGapMs;
  const chosen = mayBeDue ? await takeSnapshotIfDue({ db, pool, policy, now, random }) : latest;
  if (!chosen || !isSnapshotShown(chosen, now(), policy)) return null;
  return { bins: chosen.bins, takenAt: chosen.takenAt.toISOString() };
}

async function takeSnapshotIfDue({
  db,
  pool: key,
  policy,
  now,
  random,
}: {
  db: Database;
  pool: PoolKey;
  policy: SnapshotPolicy;
  now: () => Date;
  random: () => number;
}) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`comparison-snapshot:${key.type}:${key.language}`}))`,
    );
    const latest = await loadLatestSnapshot(tx, key);
    const pool = await loadPool(tx, key);
    if (!isSnapshotDue({ latest, pool, now: now(), policy })) return latest;
    const bins = addNoise(binHistogram(pool.histogram, getAssessment(key.type).questionCount), random);
    const [taken] = await tx
      .insert(comparisonSnapshots)
      .values({
        assessmentType: key.type,
        itemSetVersion: CURRENT_ITEM_SET_VERSION,
        language: key.language,
        bins,
        counted: pool.counted,
        takenAt: now(),
      })
      .returning(SNAPSHOT_COLUMNS);
    return taken ?? latest;
  });
}
