import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** Raw SQL for checks from tests: PGlite and node-postgres both answer with { rows }, which Database's type hides. */
export async function queryRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as { rows: Row[] }).rows;
}
