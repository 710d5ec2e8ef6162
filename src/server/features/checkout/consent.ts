import type { Messages } from '../../../domain/messages/messages.ts';
import { PRIVACY_POLICY_VERSION } from '../../../domain/your-data/consent.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * An order joins an e-mail address to answers about health-related traits, which needs the buyer's explicit
 * consent (GDPR Art. 9(2)(a)). Without the ticked box there is no order; with it, the order records when and
 * under which policy version it was given.
 */
export function requireAnswersConsent(consent: boolean | undefined, now = new Date()) {
  if (consent !== true) {
    throw new AppError('consent_required', {
      status: 400,
      message: (words: Messages) => words['answers-consent'].consentRequired,
    });
  }
  return { consentedAt: now, consentPolicyVersion: PRIVACY_POLICY_VERSION };
}
