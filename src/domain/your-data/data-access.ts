import {
  accountingKept,
  correctionSent,
  dataLinkInvalid,
  dataLinkSent,
  pageClosed,
  sameAddress,
  sessionMissing,
} from '#messages/your-data';

// The Your data page's rules, shared by server and client without zod (the page stays small), and the words the
// server answers the page's calls with (#messages/your-data, English on the server; the page says them itself).

/** How long the one-time link in the e-mail works. */
export const DATA_LINK_VALID_MINUTES = 60;
/** How long the page stays open after the link was used; then a new link is needed. */
export const DATA_SESSION_MINUTES = 30;

// Always the same answer, so a request reveals nothing about whether an address is known.
export const DATA_LINK_SENT_MESSAGE = dataLinkSent;

export const DATA_LINK_INVALID_MESSAGE = dataLinkInvalid;
export const DATA_SESSION_MISSING_MESSAGE = sessionMissing;

export const SAME_ADDRESS_MESSAGE = sameAddress;

/** Said when a correction was asked for: what happens next, and that the page has closed. */
export const correctionSentMessage = (to: string) => correctionSent({ to });

/** Said when the visitor closes the page themselves (on a shared computer, for instance). */
export const DATA_PAGE_CLOSED_MESSAGE = pageClosed;

/** Said after every erasure: what was kept, and why. */
export const ACCOUNTING_KEPT_MESSAGE = accountingKept;
