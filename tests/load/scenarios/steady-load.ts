import { createLoadClient, runLoops } from '../journeys.ts';
import type { Scenario } from '../scenario.ts';
import { checkOrdersIn, startLoadApp, withLoadDatabase } from '../scenario.ts';
import { callsWith, createTally, describeOutcomes, latencyPercentile } from '../tally.ts';

const VISITORS = 200;
const BUYERS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

/** 200 visitors finishing assessments and 50 buying reports at once: no error at all, every order once. */
export const steadyLoad: Scenario = {
  name: 'steady-load',
  run: (context) =>
    withLoadDatabase(async (database) => {
      const app = await startLoadApp(context, 'steady-load', database);
      const tally = createTally();
      const client = createLoadClient(app.url, tally);
      const until = Date.now() + SECONDS * 1000;
      let assessments = 0;
      await Promise.all([
        runLoops(VISITORS, until, async () => {
          if (await client.finishAssessment()) assessments++;
        }),
        runLoops(BUYERS, until, (loop) => client.buyReport(`buyer-${loop}@load.test`)),
      ]);
      await app.stop();

      const check = await checkOrdersIn(database, { paidSessions: client.paidSessions });
      const failed = tally.outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
      const problems = [...check.problems];
      if (failed.length > 0) problems.push(`calls that did not succeed: ${callsWith(failed, () => true)}`);
      return {
        line:
          `${VISITORS} visitors + ${BUYERS} buyers for ${SECONDS} s [${database.kind}]: ` +
          `${assessments} assessments finished, ${client.paidSessions.size} reports bought; ` +
          `${describeOutcomes(tally.outcomes)}; p50 ${latencyPercentile(tally.outcomes, 0.5)} ms, ` +
          `p99 ${latencyPercentile(tally.outcomes, 0.99)} ms; ${check.fulfilled} of ${check.paid} paid orders ` +
          'fulfilled with one e-mail queued each',
        problems,
      };
    }),
};
