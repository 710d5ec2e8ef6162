import { type Scenario, sleep, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { SHORT_OUTBOX_TIMING, settleDeliveries } from './deliveries.ts';
import { buyReportsWhileMailFails } from './pending-mail.ts';

const OUTAGE_MS = 15_000;
const DELIVERY_TIMEOUT_MS = 90_000;

/** The e-mail provider refuses mail for a while: orders still succeed, and the mail goes out after it recovers. */
export const mailProviderOutage: Scenario = {
  name: 'mail-provider-outage',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      const app = await startLoadApp(context, 'mail-provider-outage', database, { env: SHORT_OUTBOX_TIMING });
      const outageStarted = Date.now();
      const bought = await buyReportsWhileMailFails(app.url, smtp, 'mail-outage');
      await sleep(Math.max(0, outageStarted + OUTAGE_MS - Date.now()));
      smtp.isFailing = false;
      const recoveredAt = Date.now();
      const settled = await settleDeliveries(context, database, {
        paidSessions: bought.paidSessions,
        since: recoveredAt,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        deadlineFrom: 'recovery',
        stop: () => app.stop(),
      });
      return {
        line:
          `mail provider refusing for ${((recoveredAt - outageStarted) / 1000).toFixed(0)} s [${database.kind}]: ` +
          `${bought.paidSessions.size} orders succeeded meanwhile (${smtp.refused.length} refused attempts); ` +
          `all ${new Set(smtp.accepted).size} sent ${(settled.deliveredAfterMs / 1000).toFixed(1)} s after recovery, ` +
          `${smtp.accepted.length - new Set(smtp.accepted).size} duplicate deliveries`,
        problems: [...bought.problems, ...settled.problems],
      };
    }),
};
