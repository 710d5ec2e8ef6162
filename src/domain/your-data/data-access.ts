// The Your data page's rules and words, shared by server and client without zod (the page stays small).

/** How long the one-time link in the e-mail works. */
export const DATA_LINK_VALID_MINUTES = 60;
/** How long the page stays open after the link was used; then a new link is needed. */
export const DATA_SESSION_MINUTES = 30;

// Always the same answer, so a request reveals nothing about whether an address is known.
export const DATA_LINK_SENT_MESSAGE =
  'If we hold data for this address, we have sent it a link. It works once, for one hour. Please check your inbox (and spam folder).';

export const DATA_LINK_INVALID_MESSAGE =
  'This link has expired or has already been used. Please ask for a new one below.';
export const DATA_SESSION_MISSING_MESSAGE =
  'Your access to this page has ended. Please ask for a new link to see your data.';

export const SAME_ADDRESS_MESSAGE =
  'This page already shows the data of this address. Please enter the address your data should move to.';

/** Said when a correction was asked for: what happens next, and that the page has closed. */
export const correctionSentMessage = (to: string) =>
  `We have sent a confirmation link to ${to}. Your data moves only when that link is opened, within one hour. This page is now closed: to see your data again, open the link or ask for a new one.`;

/** Said when the visitor closes the page themselves (on a shared computer, for instance). */
export const DATA_PAGE_CLOSED_MESSAGE =
  'This page is closed: nobody can open your data in this browser now. To see it again, ask for a new link.';

/** Said on the confirmation landing. */
export const CORRECTION_DONE_MESSAGE =
  'Your e-mail address is corrected. Everything below is now held under this address.';

/** Said after every erasure: what was kept, and why. */
export const ACCOUNTING_KEPT_MESSAGE =
  'Your answers, results and e-mail address are erased. For orders, tax and accounting law make us keep the amount, the date and the payment reference, with nothing that links them to you.';
