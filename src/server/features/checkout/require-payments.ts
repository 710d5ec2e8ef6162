import type { Messages } from '../../../domain/messages/messages.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';

/** The configured payment provider, or a calm 503 when none is (production without keys). */
export function requirePayments(payments: PaymentProvider | undefined): PaymentProvider {
  if (!payments) {
    throw new AppError('payments_off', {
      status: 503,
      message: (words: Messages) => words.replies.paymentsOff,
    });
  }
  return payments;
}
