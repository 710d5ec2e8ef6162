/**
 * The Your data page's view of one's data in English: what is listed, how to download, correct or erase it (see
 * shell.ts for how messages are kept). Apart from `your-data` because the view is its own chunk, fetched once a
 * link is opened: its words come with it, not with the page's first download.
 */

export const holdingBefore = 'This is everything we hold for ';
export const holdingAfter = ({ time }: { time: string }) =>
  `. This page stays open until ${time}; after that, ask for a new link.`;
export const closing = 'Closing...';
export const closePage = 'Close this page';
export const closeFailed = 'We could not close this page just now. Please try again.';

export const resultsTitle = 'Your results';
export const noResults = 'No results of orders made with this address are stored.';
/** After the assessment's name, in bold. */
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `, taken on ${date}: score ${score}, ${level}, ${answers} answers stored.`;
/** A retake, beside the take before it, on the same wording: its level then and now. */
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Since your take of ${date}: ${before} then, ${after} now.`;
/** A retake on another wording: the answers are never compared across. */
export const sinceReworded = ({ date }: { date: string }) =>
  `Since your take of ${date}: some questions were reworded in between, so the answers are not compared.`;

export const enteredTitle = 'Entered on a result';
export const enteredText =
  'This address was typed on these results, but no completed order from this address proves they are yours. Anyone can type any address, so we do not show their answers here. Erasing your data below removes your address from them.';
/** After the assessment's name, in bold. */
export const enteredTaken = ({ date }: { date: string }) => `, taken on ${date}`;

export const ordersTitle = 'Your orders';
export const noOrders = 'No orders were made with this address.';
/** After the order's reference, in bold. */
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => `: Complete Report, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` You agreed to keep your answers with your address on ${date}.`;
export const orderCountry = ({ country }: { country: string }) => ` Country for your report: ${country}.`;
/** An order's status, by the word the data holds; a word not here is shown as it is. */
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
};

export const invitationsTitle = 'Invitations to you';
export const noInvitations = 'Nobody has invited this address through our referral programme.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `A friend invited you on ${date} (${status}).`;
/** An invitation's status, by the word the data holds; a word not here is shown as it is. */
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'pending',
  completed: 'completed',
  expired: 'expired',
};

export const messagesTitle = 'E-mails we sent you';
export const noMessages = 'We hold no e-mails to this address.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
/** What an e-mail was, by its kind; every other kind is `otherMessage`. */
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Your report',
  'address-correction': 'A link to confirm this address',
};
export const otherMessage = 'A link to this page';
/** An e-mail's status, by the word the data holds; a word not here is shown as it is. */
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  suppressed: 'suppressed',
};

export const downloadTitle = 'Download your data';
export const downloadText =
  'One file (JSON, readable by people and programs) with everything above, including every answer.';
export const downloadButton = 'Download my data';

// Correcting the address: "If <address> is mistyped ...", "We will send a confirmation link to <address>. ...".
export const correctTitle = 'Correct your e-mail address';
export const correctBefore = 'If ';
export const correctAfter = ' is mistyped or no longer yours, enter the right address.';
export const correctNextBefore = 'We will send a confirmation link to ';
/** In place of the address while the field holds none. */
export const correctNextUnknown = 'the address you enter';
export const correctNextAfter = '. Your data moves only when that link is opened. This page will close.';
export const correctLabel = 'Correct address';
export const sendConfirmation = 'Send a confirmation link';
export const correctFailed = 'We could not send the confirmation link just now. Please try again.';

export const eraseTitle = 'Withdraw consent and erase';
export const eraseText =
  "Withdrawing your consent erases your answers, results and e-mail address, and every e-mail we still hold for you. Tax and accounting law make us keep each order's amount, date and payment reference, with nothing that links them to you. This cannot be undone.";
export const eraseButton = 'Withdraw consent and erase my data';
export const eraseQuestion = 'Erase everything listed on this page?';
export const eraseConfirm = 'Yes, erase my data';
export const eraseCancel = 'Cancel';
export const erasing = 'Erasing...';
export const eraseFailed = 'We could not erase your data just now. Please try again.';

// What the page says after its calls. The server answers with the same words, in the page's language.
