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
export const ANSWERS_CONSENT_LABEL =
  'I agree that Traitscope stores my answers together with my e-mail address to make my report and send it to me.';

export const ANSWERS_CONSENT_HINT =
  'Your answers describe traits that can count as health information. You can download or erase them at any time on the Your data page.';

export const CONSENT_REQUIRED_MESSAGE =
  'Please tick the box to agree that we store your answers with your e-mail address. We need this to make and send your report.';
