import { sql } from 'drizzle-orm';
import { queryRows } from '../../support/raw-query.ts';
import { type Scenario, sleep, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { settleDeliveries } from './deliveries.ts';
import { buyReportsWhileMailFails, ORDERS_WITH_PENDING_MAIL } from './pending-mail.ts';

/** A failed message is tried again 30 s later; the restarted server must send everything within this. */
const DELIVERY_TIMEOUT_MS = 90_000;

/**
 * The server is killed with SIGKILL while the outbox holds unsent mail (the provider was refusing it); after a
 * restart every message is sent, each exactly once.
 */
export const crashWithPendingMail: Scenario = {
  name: 'crash-with-pending-mail',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      const first = await startLoadApp(context, 'crash-with-pending-mail', database);
      const bought = await buyReportsWhileMailFails(first.url, smtp, 'crash');
      // The refusal reaches the stand-in before the worker records it; let it write the row back to pending.
      await sleep(1500);
      await first.kill();

      const handle = await database.open();
      const [pending] = await queryRows<{ total: number }>(
        handle.db,
        sql`select count(*)::int as total from outbox where kind = 'report' and status = 'pending'`,
      );
      await handle.close();

      smtp.isFailing = false;
      const killedAt = Date.now();
      const second = await startLoadApp(context, 'crash-with-pending-mail', database);
      const settled = await settleDeliveries(context, database, {
        paidSessions: bought.paidSessions,
        since: killedAt,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        deadlineFrom: 'the restart',
        stop: () => second.stop(),
      });
      const problems = [...bought.problems, ...settled.problems];
      if (pending?.total !== ORDERS_WITH_PENDING_MAIL) {
        problems.push(
          `the outbox held ${pending?.total} unsent reports at the kill, not ${ORDERS_WITH_PENDING_MAIL}`,
        );
      }
      return {
        line:
          `SIGKILL with ${pending?.total} report e-mails unsent [${database.kind}]: after the restart ` +
          `${new Set(smtp.accepted).size} of ${settled.check.paid} sent in ${(settled.deliveredAfterMs / 1000).toFixed(1)} s, ` +
          `${smtp.accepted.length - new Set(smtp.accepted).size} duplicate deliveries`,
        problems,
      };
    }),
};
