/**
 * The explicit consent to keep answers with an e-mail address, in English (see shell.ts; domain/your-data/consent.ts
 * says why it is asked). The server refuses an order without it in its own words.
 */
export const answersConsentLabel =
  'I agree that Traitscope stores my answers together with my e-mail address to make my report and send it to me.';
export const answersConsentHint =
  'Your answers describe traits that can count as health information. You can download or erase them at any time on the Your data page.';
export const consentRequired =
  'Please tick the box to agree that we store your answers with your e-mail address. We need this to make and send your report.';
