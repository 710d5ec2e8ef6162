import { createLoadClient } from '../journeys.ts';
import {
  type Scenario,
  type ScenarioContext,
  sleep,
  startLoadApp,
  waitUntil,
  withLoadDatabase,
} from '../scenario.ts';
import { createTally } from '../tally.ts';
import { startTcpProxy } from '../tcp-proxy.ts';
import { SHORT_OUTBOX_TIMING, settleDeliveries } from './deliveries.ts';

const BUYERS = 8;
/** Every buyer has their one e-mail within this of the fault. */
const DELIVERY_TIMEOUT_MS = 90_000;
/** Each message waits this long at the stand-in before it is accepted: a send stays in progress meanwhile. */
const SLOW_ACCEPT_MS = 1_500;

async function buy(url: string, prefix: string) {
  const client = createLoadClient(url, createTally());
  const problems: string[] = [];
  for (let index = 0; index < BUYERS; index++) {
    if (!(await client.buyReport(`${prefix}-${index}@load.test`))) problems.push(`purchase ${index} failed`);
  }
  return { problems, paidSessions: client.paidSessions };
}

function describeDeliveries(context: ScenarioContext) {
  const { accepted } = context.smtp;
  return `${new Set(accepted).size} e-mails for ${accepted.length} deliveries`;
}

/** The instance sending mail is killed (SIGKILL) while a message is with the provider; another one takes over. */
const killedMidSend: Scenario = {
  name: 'killed-mid-send',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      smtp.acceptDelayMs = SLOW_ACCEPT_MS;
      const [port, otherPort] = context.ports.instances;
      const first = await startLoadApp(context, 'killed-mid-send', database, {
        port,
        env: SHORT_OUTBOX_TIMING,
      });
      const bought = await buy(first.url, 'killed');
      const isSending = await waitUntil(() => smtp.inProgress > 0, 30_000);
      await first.kill();
      const killedAt = Date.now();
      smtp.acceptDelayMs = 0;
      const second = await startLoadApp(context, 'killed-mid-send', database, {
        port: otherPort,
        env: SHORT_OUTBOX_TIMING,
      });
      const settled = await settleDeliveries(context, database, {
        paidSessions: bought.paidSessions,
        since: killedAt,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        stop: () => second.stop(),
      });
      const problems = [...bought.problems, ...settled.problems];
      if (!isSending) problems.push('no message was with the provider when the instance was killed');
      return {
        line:
          `SIGKILL while a send was in progress [${database.kind}]: ${describeDeliveries(context)}, all sent ` +
          `${(settled.deliveredAfterMs / 1000).toFixed(1)} s after the kill`,
        problems,
      };
    }),
};

/**
 * PostgreSQL stops (the TCP proxy is cut) while a batch is being sent: messages the provider accepted meanwhile
 * are recorded once it is back, none goes out twice.
 */
const databaseStopMidBatch: Scenario = {
  name: 'database-stop-mid-batch',
  run: async (context) => {
    if (!process.env.DATABASE_URL) {
      return { line: 'skipped: needs PostgreSQL (DATABASE_URL)', problems: [], skipped: true };
    }
    return withLoadDatabase(async (database) => {
      if (!database.server) throw new Error('a PostgreSQL load database has a server address');
      const { smtp } = context;
      smtp.reset();
      smtp.acceptDelayMs = SLOW_ACCEPT_MS;
      const proxy = await startTcpProxy(context.ports.proxy, database.server);
      try {
        const app = await startLoadApp(context, 'database-stop-mid-batch', database, {
          databasePort: proxy.port,
          env: SHORT_OUTBOX_TIMING,
        });
        const bought = await buy(app.url, 'db-stop');
        const isSending = await waitUntil(() => smtp.inProgress > 0, 30_000);
        await proxy.cut();
        const cutAt = Date.now();
        await sleep(5_000);
        await proxy.restore();
        const settled = await settleDeliveries(context, database, {
          paidSessions: bought.paidSessions,
          since: cutAt,
          timeoutMs: DELIVERY_TIMEOUT_MS,
          stop: () => app.stop(),
        });
        const problems = [...bought.problems, ...settled.problems];
        if (!isSending) problems.push('no message was with the provider when the database stopped');
        return {
          line:
            `database stopped for 5 s mid-batch [${database.kind}]: ${describeDeliveries(context)}, all sent ` +
            `${(settled.deliveredAfterMs / 1000).toFixed(1)} s after the stop`,
          problems,
        };
      } finally {
        await proxy.close();
      }
    });
  },
};

/** Two instances send from one outbox while one's clock runs 6 minutes ahead: leases are the database's. */
const skewedClock: Scenario = {
  name: 'skewed-clock',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const { smtp } = context;
      smtp.reset();
      smtp.acceptDelayMs = SLOW_ACCEPT_MS;
      const [port, otherPort] = context.ports.instances;
      const onTime = await startLoadApp(context, 'skewed-clock', database, { port });
      const ahead = await startLoadApp(context, 'skewed-clock', database, {
        port: otherPort,
        clockSkewMs: 6 * 60 * 1000,
      });
      const startedAt = Date.now();
      const [first, second] = await Promise.all([buy(onTime.url, 'on-time'), buy(ahead.url, 'ahead')]);
      const paidSessions = new Set([...first.paidSessions, ...second.paidSessions]);
      const settled = await settleDeliveries(context, database, {
        paidSessions,
        since: startedAt,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        stop: () => Promise.all([onTime.stop(), ahead.stop()]),
      });
      return {
        line:
          `two instances, one clock 6 min ahead [${database.kind}]: ${describeDeliveries(context)}, all sent ` +
          `${(settled.deliveredAfterMs / 1000).toFixed(1)} s after the first purchase`,
        problems: [...first.problems, ...second.problems, ...settled.problems],
      };
    }),
};

export const mailFaults: Scenario[] = [killedMidSend, databaseStopMidBatch, skewedClock];
