import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { assessmentResults, orders } from '../../db/schema.ts';

/**
 * The orders that carry the address, and the results tied to it, in two kinds:
 *
 * - `orderedResults`: results a completed order of the address was for. The report with every answer went to
 *   that address, so showing the answers again to whoever proves the address exposes nothing new.
 * - `enteredResults`: results the address was only typed on (the result itself, or a checkout never paid).
 *   Anyone can type any address, so these are the health data of whoever typed them: the address's owner
 *   sees that they exist and can remove the address from them, never their answers.
 *
 * Results only tied to a visitor cookie are not the address's (a shared browser may hold someone else's); the
 * results page erases those.
 */
export async function findPersonalRows(db: Database, email: string) {
  const orderRows = await db.select().from(orders).where(sameAddress(orders.email, email)).orderBy(orders.id);
  const resultIdsOf = (rows: typeof orderRows) =>
    rows.flatMap((order) => (order.assessmentResultId === null ? [] : [order.assessmentResultId]));
  const orderedIds = new Set(resultIdsOf(orderRows.filter((order) => order.status === 'completed')));
  const anyOrderIds = resultIdsOf(orderRows);
  const resultRows = await db
    .select()
    .from(assessmentResults)
    .where(
      or(
        sameAddress(assessmentResults.email, email),
        anyOrderIds.length > 0 ? inArray(assessmentResults.id, anyOrderIds) : undefined,
      ),
    )
    // In the order they were taken, so that retakes of one assessment read as a history.
    .orderBy(assessmentResults.createdAt, assessmentResults.id);
  return {
    orderRows,
    orderedResults: resultRows.filter((result) => orderedIds.has(result.id)),
    enteredResults: resultRows.filter((result) => !orderedIds.has(result.id)),
  };
}
