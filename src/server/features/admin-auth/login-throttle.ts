import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminLoginThrottles } from '../../db/schema.ts';
import {
  ADDRESS_FREE_FAILURES,
  countedFailures,
  FORGET_AFTER_MS,
  loginWaitMs,
  USER_FREE_FAILURES,
} from './login-delay.ts';

/** The counter of every user name from an address. */
const ANY_USERNAME = '';

type Attempt = { db: Database; username: string; address: string; now: Date };

/**
 * Counts an attempt as a failure before its password is checked, unless the address, or the user name from this
 * address, still has to wait; then answers how long, and nothing is counted. Both rows are locked for the check
 * and the count (one transaction), so parallel attempts see each other's reservations: a burst gets no more
 * password checks than the same attempts made one after another, and no more concurrent argon2 verifications
 * than the free failures. No row spans addresses, so failures from one address never hold back another.
 */
export async function reserveLoginAttempt({
  db,
  username,
  address,
  now,
}: Attempt): Promise<{ waitMs: number }> {
  return db.transaction(async (tx) => {
    // Rows are locked in the order of the values (address-wide first), the same in every attempt, so two
    // attempts cannot deadlock. The no-op update is what takes the lock on an existing row.
    const counters = await tx
      .insert(adminLoginThrottles)
      .values(
        [ANY_USERNAME, username].map((name) => ({
          address,
          username: name,
          failures: 0,
          lastFailureAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [adminLoginThrottles.address, adminLoginThrottles.username],
        set: { failures: sql`${adminLoginThrottles.failures}` },
      })
      .returning();
    const waitMs = Math.max(
      ...counters.map((counter) =>
        loginWaitMs(
          counter,
          counter.username === ANY_USERNAME ? ADDRESS_FREE_FAILURES : USER_FREE_FAILURES,
          now,
        ),
      ),
    );
    if (waitMs > 0) {
      // A refusal leaves no new row behind (a row without failures means the same as none), so a flood of
      // refused attempts with made-up user names stores nothing.
      await tx
        .delete(adminLoginThrottles)
        .where(
          and(
            eq(adminLoginThrottles.address, address),
            inArray(adminLoginThrottles.username, [ANY_USERNAME, username]),
            eq(adminLoginThrottles.failures, 0),
          ),
        );
      return { waitMs };
    }
    for (const counter of counters) {
      await tx
        .update(adminLoginThrottles)
        .set({ failures: countedFailures(counter, now) + 1, lastFailureAt: now })
        .where(
          and(eq(adminLoginThrottles.address, address), eq(adminLoginThrottles.username, counter.username)),
        );
    }
    return { waitMs: 0 };
  });
}

/**
 * Gives back one attempt's reservation, for both counters, while earlier failures stay counted: a right password
 * with a code still to come, or a right code given in the admin area. Knowing the password must not wipe out the
 * wrong codes tried after it, or each right password would buy a fresh round of code guesses.
 */
export async function releaseLoginReservation({ db, username, address }: Attempt): Promise<void> {
  await db
    .update(adminLoginThrottles)
    .set({ failures: sql`greatest(${adminLoginThrottles.failures} - 1, 0)` })
    .where(
      and(
        eq(adminLoginThrottles.address, address),
        inArray(adminLoginThrottles.username, [ANY_USERNAME, username]),
      ),
    );
}

/**
 * After a complete login (the password, and the code where one is needed): this user name starts afresh from this address, and the address gets its reservation
 * back (its other failures still count). Counters idle long enough to be forgotten are removed on the way.
 */
export async function clearLoginFailures({ db, username, address, now }: Attempt): Promise<void> {
  const atAddress = eq(adminLoginThrottles.address, address);
  await db.delete(adminLoginThrottles).where(and(atAddress, eq(adminLoginThrottles.username, username)));
  await db
    .update(adminLoginThrottles)
    .set({ failures: sql`greatest(${adminLoginThrottles.failures} - 1, 0)` })
    .where(and(atAddress, eq(adminLoginThrottles.username, ANY_USERNAME)));
  await db
    .delete(adminLoginThrottles)
    .where(lt(adminLoginThrottles.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}
