/**
 * The Your data page in English: asking for a link, the data held for an address, and its download, correction
 * and erasure (see shell.ts for how messages are kept). The server answers the page's calls with some of these
 * words, in the call's language (src/server/http/reply-language.ts); the page says them itself all the same.
 */

export const heading = 'Your data';
export const lead =
  'See everything we hold about you, download it, correct your e-mail address, or withdraw your consent and erase it. It is free and takes a minute.';
export const loading = 'Loading your data...';
export const openFailed = 'We could not open your data just now. Please ask for a new link.';

// Asking for a link.
export const requestTitle = 'Get a link to your data';
export const requestText = ({ hours }: { hours: number }) =>
  `Enter the e-mail address you used for an order. We will send it a link that opens your data. The link works once, for ${hours} ${hours === 1 ? 'hour' : 'hours'}. You do not need an account or a password.`;
export const emailLabel = 'Email Address';
export const invalidEmail = 'Please enter a valid email address.';
export const sending = 'Sending...';
export const sendLink = 'Send me a link';
export const sendLinkFailed = 'We could not send the link just now. Please try again in a moment.';

// The data held: "This is everything we hold for <address>. ...", the address in bold.
/** Always the same answer, so a request reveals nothing about whether an address is known. */
export const dataLinkSent =
  'If we hold data for this address, we have sent it a link. It works once, for one hour. Please check your inbox (and spam folder).';
export const dataLinkInvalid =
  'This link has expired or has already been used. Please ask for a new one below.';
export const sessionMissing =
  'Your access to this page has ended. Please ask for a new link to see your data.';
export const sameAddress =
  'This page already shows the data of this address. Please enter the address your data should move to.';
/** Said when a correction was asked for: what happens next, and that the page has closed. */
export const correctionSent = ({ to }: { to: string }) =>
  `We have sent a confirmation link to ${to}. Your data moves only when that link is opened, within one hour. This page is now closed: to see your data again, open the link or ask for a new one.`;
/** Said when the visitor closes the page themselves (on a shared computer, for instance). */
export const pageClosed =
  'This page is closed: nobody can open your data in this browser now. To see it again, ask for a new link.';
/** Said on the confirmation landing; the page alone says it. */
export const correctionDone =
  'Your e-mail address is corrected. Everything below is now held under this address.';
/** Said after every erasure: what was kept, and why. */
export const accountingKept =
  'Your answers, results and e-mail address are erased. For orders, tax and accounting law make us keep the amount, the date and the payment reference, with nothing that links them to you.';
