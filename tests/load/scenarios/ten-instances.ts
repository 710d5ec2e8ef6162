import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { checkServes, startInstancesTogether } from '../instances.ts';
import { createLoadClient } from '../journeys.ts';
import type { LoadDatabase } from '../load-database.ts';
import { type Scenario, sleep, withLoadDatabase } from '../scenario.ts';
import { callsWith, createTally, describeOutcomes } from '../tally.ts';

const INSTANCES = 10;
/** DATABASE_POOL_SIZE's default on a two-core instance (src/server/db/pool-size.ts). */
const POOL_SIZE = 6;
/** PostgreSQL's default max_connections (CI runs with more: the check is against the default). */
const DEFAULT_MAX_CONNECTIONS = 100;
/** Left for superusers (3), psql, a backup and a rollout's extra instances. */
const MARGIN = 30;
/** Visitors finishing an assessment at the same moment on each instance. */
const VISITORS_PER_INSTANCE = 6;

/** Counts the connections to the scenario's database every 100 ms until stopped; returns the peak. */
async function watchConnections(database: LoadDatabase) {
  const client = new pg.Client({ connectionString: database.appEnv().DATABASE_URL });
  await client.connect();
  let peak = 0;
  let isWatching = true;
  const watching = (async () => {
    while (isWatching) {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      peak = Math.max(peak, rows[0]?.count ?? 0);
      await sleep(100);
    }
  })();
  return async () => {
    isWatching = false;
    await watching;
    await client.end();
    return peak;
  };
}

/**
 * Ten instances on one PostgreSQL, started at the same moment with their pools adding up to well under
 * PostgreSQL's default of 100 connections: all become ready and answer a burst of calls, none fails for want of a
 * connection, and PostgreSQL never sees more connections than the pools allow.
 */
export const tenInstances: Scenario = {
  name: 'ten-instances',
  async run(context) {
    if (!process.env.DATABASE_URL) {
      return { line: 'needs PostgreSQL (DATABASE_URL)', problems: [], skipped: true };
    }
    return withLoadDatabase(async (database) => {
      const problems: string[] = [];
      const pools = INSTANCES * POOL_SIZE;
      if (pools > DEFAULT_MAX_CONNECTIONS - MARGIN) {
        problems.push(`${INSTANCES} pools of ${POOL_SIZE} exceed ${DEFAULT_MAX_CONNECTIONS} - ${MARGIN}`);
      }
      const stopWatching = await watchConnections(database);
      const ports = context.ports.many.slice(0, INSTANCES);
      const started = await startInstancesTogether(
        context,
        'ten-instances',
        database,
        { DATABASE_POOL_SIZE: String(POOL_SIZE) },
        ports,
      );
      const tally = createTally();
      try {
        problems.push(...started.failures);
        const burst = started.ready.map(async (instance) => {
          problems.push(...(await checkServes(instance)));
          const client = createLoadClient(instance.url, tally);
          await Promise.all(Array.from({ length: VISITORS_PER_INSTANCE }, () => client.finishAssessment()));
        });
        await Promise.all(burst);
      } finally {
        await started.stopAll();
      }
      const peak = await stopWatching();
      const failed = tally.outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
      if (failed.length > 0) problems.push(`calls that did not succeed: ${callsWith(failed, () => true)}`);
      if (peak > pools) problems.push(`PostgreSQL saw ${peak} connections, more than the pools' ${pools}`);
      const refused = ports
        .map((_port, index) => path.join(context.logDir, `ten-instances-${index + 1}.log`))
        .filter((log) => /too many clients|53300|database unavailable/i.test(readFileSync(log, 'utf8')));
      if (refused.length > 0) problems.push(`connection errors logged in ${refused.join(', ')}`);
      return {
        line:
          `${started.ready.length} of ${INSTANCES} instances started together on one PostgreSQL ` +
          `[${database.kind}], pools ${INSTANCES} × ${POOL_SIZE} = ${pools} (limit ${DEFAULT_MAX_CONNECTIONS} - ` +
          `${MARGIN}): ${describeOutcomes(tally.outcomes)}; peak ${peak} connections in pg_stat_activity`,
        problems,
      };
    });
  },
};
