import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** The provider configuration asks for; undefined when payments are off (production without keys). */
export function selectPaymentProvider(config: Config, db: Database): PaymentProvider | undefined {
  switch (config.paymentsProvider) {
    case 'stripe':
      return createStripeProvider(createStripeClient({ secretKey: config.stripe.secretKey ?? '' }));
    case 'test':
      return createTestProvider(db, config.publicUrl);
    case 'none':
      return undefined;
  }
}
