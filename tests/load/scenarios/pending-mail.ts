import { createLoadClient } from '../journeys.ts';
import { waitUntil } from '../scenario.ts';
import type { SmtpStandIn } from '../smtp-stand-in.ts';
import { createTally } from '../tally.ts';

export const ORDERS_WITH_PENDING_MAIL = 20;
const CONCURRENT_BUYERS = 5;
/**
 * The outbox worker looks every 2 s and renders each report (a PDF) before its first attempt: 1 to 7 s a report on
 * CI's two busy cores, so twenty first attempts take 50 to 70 s after the last purchase (one run tried 19 of 20 in
 * 60 s). A bound, not a measure: the wait ends as soon as all are tried.
 */
const FIRST_ATTEMPTS_WITHIN_MS = 120_000;

/**
 * Buys ORDERS_WITH_PENDING_MAIL reports, CONCURRENT_BUYERS at a time, while their mail cannot go out yet: each
 * order succeeds with its e-mail pending. Returns the client (its paid sessions) and the problems seen.
 */
export async function buyPendingReports(appUrl: string, prefix: string) {
  const client = createLoadClient(appUrl, createTally());
  const problems: string[] = [];
  const orders = Array.from({ length: ORDERS_WITH_PENDING_MAIL }, (_unused, index) => index);
  const workers = Array.from({ length: CONCURRENT_BUYERS }, async () => {
    for (let index = orders.shift(); index !== undefined; index = orders.shift()) {
      const bought = await client.buyReport(`${prefix}-${index}@load.test`);
      if (!bought) problems.push(`order ${index} did not succeed while its mail could not go out`);
      else if (bought.emailStatus !== 'pending')
        problems.push(`order ${index}: e-mail ${bought.emailStatus}`);
    }
  });
  await Promise.all(workers);
  return { client, problems };
}

/**
 * Buys reports while the mail provider refuses everything, and waits until the outbox has tried (and failed) to
 * send each of them once: the orders are complete, their mail is pending. Returns the problems seen.
 */
export async function buyReportsWhileMailFails(appUrl: string, smtp: SmtpStandIn, prefix: string) {
  smtp.isFailing = true;
  const { client, problems } = await buyPendingReports(appUrl, prefix);
  const isAllTried = await waitUntil(
    () => new Set(smtp.refused).size >= client.paidSessions.size,
    FIRST_ATTEMPTS_WITHIN_MS,
  );
  if (!isAllTried)
    problems.push(`only ${new Set(smtp.refused).size} report e-mails were tried while mail was failing`);
  return { problems, paidSessions: client.paidSessions };
}
