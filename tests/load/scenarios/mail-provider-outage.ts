import { checkOrdersIn, type Scenario, sleep, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { buyReportsWhileMailFails, waitForDeliveries } from './pending-mail.ts';

const OUTAGE_MS = 15_000;
const DELIVERY_TIMEOUT_MS = 90_000;
const DUPLICATE_WATCH_MS = 4_000;

/** The e-mail provider refuses mail for a while: orders still succeed, and the mail goes out after it recovers. */
export const mailProviderOutage: Scenario = {
  name: 'mail-provider-outage',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      const app = await startLoadApp(context, 'mail-provider-outage', database);
      const outageStarted = Date.now();
      const bought = await buyReportsWhileMailFails(app.url, smtp, 'mail-outage');
      await sleep(Math.max(0, outageStarted + OUTAGE_MS - Date.now()));
      smtp.isFailing = false;
      const recoveredAt = Date.now();
      const isDelivered = await waitForDeliveries(smtp, bought.paidSessions.size, DELIVERY_TIMEOUT_MS);
      const deliveredAfter = Date.now() - recoveredAt;
      await sleep(DUPLICATE_WATCH_MS);
      await app.stop();

      const check = await checkOrdersIn(database, {
        paidSessions: bought.paidSessions,
        delivered: smtp.accepted,
      });
      const problems = [...bought.problems, ...check.problems];
      if (!isDelivered)
        problems.push(`not every report was sent within ${DELIVERY_TIMEOUT_MS / 1000} s of recovery`);
      return {
        line:
          `mail provider refusing for ${((recoveredAt - outageStarted) / 1000).toFixed(0)} s [${database.kind}]: ` +
          `${bought.paidSessions.size} orders succeeded meanwhile (${smtp.refused.length} refused attempts); ` +
          `all ${new Set(smtp.accepted).size} sent ${(deliveredAfter / 1000).toFixed(1)} s after recovery, ` +
          `${smtp.accepted.length - new Set(smtp.accepted).size} duplicate deliveries`,
        problems,
      };
    }),
};
