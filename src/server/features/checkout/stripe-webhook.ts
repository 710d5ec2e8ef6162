import type { FastifyInstance } from 'fastify';
import { stripeWebhookContract } from '../../../domain/checkout/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { createStripeClient, sessionIdFromWebhook } from '../../integrations/payments/stripe-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { fulfilPaidOrder } from './fulfil-order.ts';
import { reportBudgetOf } from './orders.ts';
import { requirePayments } from './require-payments.ts';

/**
 * `POST /api/stripe/webhook`. A webhook is only a trigger: the signature is verified, the session id taken, and
 * the same idempotent fulfilment as the return page runs (it asks Stripe itself whether the session is paid).
 * Stripe's signature replaces the anti-forgery token, which Stripe cannot send.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { secretKey, webhookSecret } = app.config.stripe;
  // Verifying a signature needs no network and no real key; the SDK only wants a client to hang it on.
  const stripe = createStripeClient({ secretKey: secretKey ?? 'sk_webhook_verification_only' });

  // The signature covers the exact bytes Stripe sent, so this scope keeps the body raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeFromContract(app, stripeWebhookContract, { config: { csrf: false } }, async (request) => {
    if (!webhookSecret) {
      throw new AppError('webhook_off', { status: 503, message: 'Stripe webhooks are not configured.' });
    }
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('webhook_unsigned', { status: 400, message: 'Missing Stripe signature.' });
    }
    let sessionId: string | null;
    try {
      sessionId = sessionIdFromWebhook(stripe, request.body, signature, webhookSecret);
    } catch {
      throw new AppError('webhook_signature', { status: 400, message: 'Invalid Stripe signature.' });
    }
    if (sessionId) {
      try {
        await fulfilPaidOrder({
          db: app.db,
          payments: requirePayments(app.payments),
          budget: reportBudgetOf(app.config),
          sessionId,
        });
      } catch (error) {
        // Not paid yet (a delayed payment method: a later event completes it) or not one of our orders:
        // acknowledged, since a retry would change nothing. Anything else is a 5xx and Stripe retries.
        if (!(error instanceof AppError && (error.status === 402 || error.status === 404))) throw error;
        request.log.info({ sessionId, reason: error.code }, 'stripe webhook acknowledged without fulfilment');
      }
    }
    return { received: true as const };
  });
}
