import { type Column, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders } from '../../db/schema.ts';

/** `lower(column) = email`: every query of this feature compares addresses case-insensitively. */
export const sameAddress = (column: Column, email: string) => eq(sql`lower(${column})`, email);

/**
 * The orders that carry the address, and the results tied to it: those stored with the address and those an
 * order of the address was for. Results only tied to a visitor cookie are not the address's (a shared browser
 * may hold someone else's); the results page erases those.
 */
export async function findPersonalRows(db: Database, email: string) {
  const orderRows = await db.select().from(orders).where(sameAddress(orders.email, email)).orderBy(orders.id);
  const orderedResultIds = orderRows.flatMap((order) =>
    order.assessmentResultId === null ? [] : [order.assessmentResultId],
  );
  const resultRows = await db
    .select()
    .from(assessmentResults)
    .where(
      or(
        sameAddress(assessmentResults.email, email),
        orderedResultIds.length > 0 ? inArray(assessmentResults.id, orderedResultIds) : undefined,
      ),
    )
    .orderBy(assessmentResults.id);
  return { orderRows, resultRows };
}
