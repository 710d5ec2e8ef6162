import type { LoadDatabase } from '../load-database.ts';
import { checkOrdersIn, type ScenarioContext, sleep, waitUntil } from '../scenario.ts';
import type { SmtpStandIn } from '../smtp-stand-in.ts';

/**
 * For the scenarios that wait on a lease running out or a retry coming due: the same take-over and retry as in
 * production, on an 8 s lease and a 5 s first retry instead of 20 s and 30 s (decision 049), so each proves it in
 * a third of the time. The steady and three-instance loads keep the defaults.
 */
export const SHORT_OUTBOX_TIMING = { OUTBOX_LEASE_SECONDS: '8', OUTBOX_FIRST_RETRY_SECONDS: '5' };

/** After the last delivery, how long to watch for a second copy of any message. */
const DUPLICATE_WATCH_MS = 4_000;

/** Waits until the stand-in has accepted `count` different messages. */
export function waitForDeliveries(smtp: SmtpStandIn, count: number, timeoutMs: number): Promise<boolean> {
  return waitUntil(() => new Set(smtp.accepted).size >= count, timeoutMs);
}

/**
 * How every mail scenario ends: waits until each paid order's e-mail has reached the stand-in (for at most
 * `timeoutMs`), watches a few seconds more for second copies, stops what the scenario started, and checks the orders
 * against what arrived. `problems` holds the check's and a late delivery's; `deliveredAfterMs` counts from `since`.
 */
export async function settleDeliveries(
  context: ScenarioContext,
  database: LoadDatabase,
  {
    paidSessions,
    since,
    timeoutMs,
    deadlineFrom,
    isAtLeastOnce,
    stop,
  }: {
    paidSessions: Set<string>;
    since: number;
    timeoutMs: number;
    /** Ends "not every e-mail was sent within 90 s …" (of the restart, of recovery). */
    deadlineFrom?: string;
    /** A second copy (under the same Message-ID) is allowed: the scenario kills in the provider's window. */
    isAtLeastOnce?: boolean;
    stop(): Promise<unknown>;
  },
) {
  const isDelivered = await waitForDeliveries(context.smtp, paidSessions.size, timeoutMs);
  const deliveredAfterMs = Date.now() - since;
  await sleep(DUPLICATE_WATCH_MS);
  await stop();
  const check = await checkOrdersIn(database, {
    paidSessions,
    delivered: context.smtp.accepted,
    isAtLeastOnce,
  });
  const problems = [...check.problems];
  if (!isDelivered) {
    problems.push(
      `not every e-mail was sent within ${timeoutMs / 1000} s${deadlineFrom ? ` of ${deadlineFrom}` : ''}`,
    );
  }
  return { check, deliveredAfterMs, problems };
}
