import Stripe from 'stripe';
import type { CreateSessionInput, PaymentProvider, ProviderSession } from './provider.ts';

export type StripeOptions = {
  secretKey: string;
  /** Only for tests: send the SDK's requests to a local stand-in of Stripe's API. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
};

export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: apiBase ? 0 : 2,
    timeout: 20_000,
    ...(apiBase ?? {}),
  });
}

/** Real Stripe Checkout: a hosted page in EUR; our order and result ids travel in the metadata. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createSession(input: CreateSessionInput) {
      const promotionCode = input.discountCode
        ? await findPromotionCode(stripe, input.discountCode)
        : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: input.email,
          // Every language of the site is one of Stripe's; without it, Stripe follows the browser instead.
          locale: input.language,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.productName },
              },
            },
          ],
          metadata: {
            orderId: String(input.orderId),
            assessmentResultId: String(input.assessmentResultId),
            assessmentType: input.assessmentType,
          },
          client_reference_id: String(input.orderId),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // A known promotion code is applied; otherwise the buyer may enter one on Stripe's page.
          ...(promotionCode
            ? { discounts: [{ promotion_code: promotionCode }] }
            : { allow_promotion_codes: true }),
        },
        { idempotencyKey: `order-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          paymentStatus: toPaymentStatus(session.payment_status),
          amountTotal: session.amount_total ?? 0,
          currency: (session.currency ?? 'eur').toUpperCase(),
          customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
          metadata: Object.fromEntries(
            Object.entries(session.metadata ?? {}).filter(
              (entry): entry is [string, string] => entry[1] !== null,
            ),
          ),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

// Stripe may add statuses; anything it does not call paid is treated as not paid.
function toPaymentStatus(status: string): ProviderSession['paymentStatus'] {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

async function findPromotionCode(stripe: Stripe, code: string): Promise<string | undefined> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  return found.data[0]?.id;
}

/**
 * The session id of a verified `checkout.session.*` webhook event, or null for other events. Throws when the
 * signature does not match (the caller answers 400).
 */
export function sessionIdFromWebhook(
  stripe: Stripe,
  rawBody: string | Buffer,
  signature: string,
  webhookSecret: string,
): string | null {
  const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    return event.data.object.id;
  }
  return null;
}
