import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A database that has not answered `select 1` by then counts as unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** Resolves when the database answers `select 1` within two seconds; rejects otherwise. */
export async function checkDatabase(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database timed out')), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
