import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { sharedScoreComparison } from '../../src/server/features/comparison/score-comparison.ts';
import { type MessageContext, messageContext } from '../../src/server/features/email/render-message.ts';

/** The context the app renders e-mails with (the same shared score comparison), for tests that render one. */
export function appMessageContext(config: Config, db: Database): MessageContext {
  return messageContext(config, db, sharedScoreComparison(db, config.comparisonRefreshMs));
}
