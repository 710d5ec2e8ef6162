import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DatabaseFigures } from '../../lib/app-metrics.ts';

// PGlite and node-postgres both answer raw SQL with { rows }, which the Database type does not say.
type Rows<T> = { rows: T[] };

/** The outbox and order figures, read from the database (its own clock) at each scrape. */
export function databaseFigures(db: Database): DatabaseFigures {
  return {
    async outbox() {
      const [row] = (
        (await db.execute(sql`
          select count(*)::int as depth,
                 coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
          from outbox where status in ('pending', 'sending')`)) as Rows<{ depth: number; age: number }>
      ).rows;
      return { depth: row?.depth ?? 0, oldestUnsentAgeSeconds: row?.age ?? 0 };
    },
    async ordersByStatus() {
      const result = await db.execute(sql`select status, count(*)::int as total from orders group by status`);
      return (result as Rows<{ status: string; total: number }>).rows;
    },
  };
}
