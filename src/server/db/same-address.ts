import { type Column, eq, type SQL, sql } from 'drizzle-orm';

/**
 * `lower(column) = address`: addresses are kept as typed, and the same mailbox in other capitals is the same
 * reader. Every query that finds rows by an e-mail address compares this way (`orders_email_idx` indexes
 * `lower(email)`).
 */
export function sameAddress(column: Column, address: string): SQL {
  return eq(sql`lower(${column})`, address.toLowerCase());
}
