import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DatabaseFigures } from '../../lib/app-metrics.ts';

// PGlite and node-postgres both answer raw SQL with { rows }, which the Database type does not say.
type Rows<T> = { rows: T[] };
type OutboxRow = { depth: number; age: number; failed: number; waiting: number };

/** The outbox and order figures, read from the database (its own clock) at each scrape. */
export function databaseFigures(db: Database): DatabaseFigures {
  return {
    // One pass over the outbox's status index: what waits, what is due, and what was given up on.
    async outbox() {
      const [row] = (
        (await db.execute(sql`
          select count(*) filter (where status in ('pending', 'sending'))::int as depth,
                 coalesce(extract(epoch from now() - min(created_at)
                   filter (where status in ('pending', 'sending'))), 0)::float8 as age,
                 count(*) filter (where status = 'failed')::int as failed,
                 coalesce(extract(epoch from now() - min(next_attempt_at)
                   filter (where status = 'pending' and next_attempt_at <= now())), 0)::float8 as waiting
          from outbox where status in ('pending', 'sending', 'failed')`)) as Rows<OutboxRow>
      ).rows;
      return {
        depth: row?.depth ?? 0,
        oldestUnsentAgeSeconds: row?.age ?? 0,
        failed: row?.failed ?? 0,
        oldestWaitingAgeSeconds: row?.waiting ?? 0,
      };
    },
    async ordersByStatus() {
      const result = await db.execute(sql`select status, count(*)::int as total from orders group by status`);
      return (result as Rows<{ status: string; total: number }>).rows;
    },
  };
}
