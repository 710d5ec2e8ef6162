import { answersConsentHint, answersConsentLabel, consentRequired } from '#messages/answers-consent';

/**
 * The version of the privacy policy a buyer consents under; stored with every consent so that a later change of
 * the policy never pretends someone agreed to words they did not see. Change it whenever the policy's promises
 * change.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-28';

/**
 * The explicit consent (GDPR Art. 9(2)(a)) asked for wherever an e-mail address is joined to answers. A separate,
 * unticked checkbox: cookie consent is another matter and never stands in for it.
 */
export const ANSWERS_CONSENT_LABEL = answersConsentLabel;

export const ANSWERS_CONSENT_HINT = answersConsentHint;

export const CONSENT_REQUIRED_MESSAGE = consentRequired;
