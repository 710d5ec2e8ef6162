import type { FastifyInstance } from 'fastify';
import { outboxDeliveryDeps } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { sharedScoreComparison } from '../../src/server/features/comparison/score-comparison.ts';
import { type MessageContext, messageContext } from '../../src/server/features/email/render-message.ts';
import { type DeliveryDeps, deliverDueMessages } from '../../src/server/jobs/outbox-worker.ts';

/** The context the app renders e-mails with (the same shared score comparison), for tests that render one. */
export function appMessageContext(config: Config, db: Database): MessageContext {
  return messageContext(config, db, sharedScoreComparison(db, config.comparison));
}

/**
 * Sends what the outbox holds once, as the app's worker does every two seconds (the same renderers and the same
 * decision on one-time links); `overrides` swap a part, such as the provider or the admin address.
 */
export function deliverAppMail(app: FastifyInstance, overrides: Partial<DeliveryDeps> = {}): Promise<number> {
  return deliverDueMessages({
    ...outboxDeliveryDeps(app, appMessageContext(app.config, app.db)),
    ...overrides,
  });
}
