import type { Language } from '../../../domain/locale/languages.ts';

/** What fulfilment needs to know of a checkout session, whichever provider made it. */
export type ProviderSession = {
  id: string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
};

export type CreateSessionInput = {
  orderId: number;
  assessmentResultId: number;
  assessmentType: string;
  email: string;
  amount: number;
  currency: string;
  /** In the buyer's language: the provider's page shows it, and so does its receipt. */
  productName: string;
  /** The language of the page the buyer came from: the provider's page speaks it too. */
  language: Language;
  successUrl: string;
  cancelUrl: string;
  /** A code the provider should apply, or let the buyer enter on its page. */
  discountCode: string | undefined;
};

export type PaymentProvider = {
  readonly name: 'stripe' | 'test';
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  /** The provider's own word on a session; null when it does not know the id. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
};

/** Placeholders the providers fill in on the return URL. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
