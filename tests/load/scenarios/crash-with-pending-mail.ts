import { sql } from 'drizzle-orm';
import { queryRows } from '../../support/raw-query.ts';
import { type Scenario, startLoadApp, waitUntil, withLoadDatabase } from '../scenario.ts';
import { SHORT_OUTBOX_TIMING, settleDeliveries } from './deliveries.ts';
import { buyPendingReports, ORDERS_WITH_PENDING_MAIL } from './pending-mail.ts';

/** Every stranded report must have arrived within this of the kill (decision 035). */
const DELIVERED_WITHIN_MS = 60_000;
/**
 * The stand-in holds each message this long before it answers: longer than the purchases take, so the instance is
 * in the provider's window with its first message while the other reports wait behind it.
 */
const PROVIDER_HOLDS_MS = 45_000;

/**
 * SIGKILL while a report e-mail is with the provider and the other 19 wait: some claimed under the killed
 * instance's lease, the rest queued. After a restart every report arrives within 60 s of the kill, at least once,
 * a second copy only under the same Message-ID.
 */
export const crashWithPendingMail: Scenario = {
  name: 'crash-with-pending-mail',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      smtp.acceptDelayMs = PROVIDER_HOLDS_MS;
      const first = await startLoadApp(context, 'crash-with-pending-mail', database, {
        env: SHORT_OUTBOX_TIMING,
      });
      const bought = await buyPendingReports(first.url, 'crash');
      const isSending = await waitUntil(() => smtp.inProgress > 0, 30_000);
      await first.kill();
      const killedAt = Date.now();
      smtp.acceptDelayMs = 0;

      const handle = await database.open();
      const [unsent] = await queryRows<{ total: number; leased: number }>(
        handle.db,
        sql`select count(*)::int as total, (count(*) filter (where status = 'sending'))::int as leased
            from outbox where kind = 'report' and status <> 'sent'`,
      );
      await handle.close();

      const second = await startLoadApp(context, 'crash-with-pending-mail', database, {
        env: SHORT_OUTBOX_TIMING,
      });
      const settled = await settleDeliveries(context, database, {
        paidSessions: bought.client.paidSessions,
        since: killedAt,
        timeoutMs: DELIVERED_WITHIN_MS,
        deadlineFrom: 'the kill',
        isAtLeastOnce: true,
        stop: () => second.stop(),
      });
      const problems = [...bought.problems, ...settled.problems];
      if (!isSending) problems.push('no message was with the provider when the instance was killed');
      if (unsent?.total !== ORDERS_WITH_PENDING_MAIL) {
        problems.push(
          `the outbox held ${unsent?.total} unsent reports at the kill, not ${ORDERS_WITH_PENDING_MAIL}`,
        );
      }
      const distinct = new Set(smtp.accepted).size;
      return {
        line:
          `SIGKILL with a report e-mail at the provider and ${unsent?.total} unsent (${unsent?.leased} under the ` +
          `killed instance's lease) [${database.kind}]: after a restart ${distinct} of ${settled.check.paid} sent, ` +
          `the last ${(settled.deliveredAfterMs / 1000).toFixed(1)} s after the kill (at most ` +
          `${DELIVERED_WITHIN_MS / 1000} s), ${smtp.accepted.length - distinct} second copies under the same Message-ID`,
        problems,
      };
    }),
};
