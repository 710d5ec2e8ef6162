import { dataLinkSent, pageClosed } from '#messages/your-data';

// The Your data page's rules, shared by server and client without zod (the page stays small). The server answers
// the page's calls in the call's language with the words of #messages/your-data; the page says them itself.

/** How long the one-time link in the e-mail works. */
export const DATA_LINK_VALID_MINUTES = 60;
/** How long the page stays open after the link was used; then a new link is needed. */
export const DATA_SESSION_MINUTES = 30;

// Always the same answer, so a request reveals nothing about whether an address is known.
export const DATA_LINK_SENT_MESSAGE = dataLinkSent;

/** Said when the visitor closes the page themselves (on a shared computer, for instance). */
export const DATA_PAGE_CLOSED_MESSAGE = pageClosed;
