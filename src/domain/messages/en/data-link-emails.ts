/**
 * The one-time links to the Your data page in English: the link to see one's data, and the confirmation of a
 * corrected address (see shell.ts for how messages are kept). Written in the language of the page they were asked
 * for on; the server takes them from `MESSAGES`.
 */
export const validity = ({ hours }: { hours: number }) =>
  `The link works once, for ${hours === 1 ? '1 hour' : `${hours} hours`}.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Questions: ${supportEmail}`;

export const dataLinkSubject = 'Your link to see your Traitscope data';
export const dataLinkWhat =
  'You asked to see the data Traitscope holds for this e-mail address. The link below opens a page where you can see it, download it, correct your address, or erase it.';
export const dataLinkExpired = 'If it has expired, you can ask for a new one on the same page.';
export const dataLinkButton = 'Open your data';
export const dataLinkNotYou =
  'If you did not ask for this, you can ignore this e-mail: nothing changes unless the link is used.';

export const correctionSubject = 'Confirm your e-mail address for Traitscope';
export const correctionWhat =
  'Someone asked to correct the e-mail address of their Traitscope results and orders to this address. If that was you, open the link below: your data then moves to this address, and you see it on the Your data page.';
export const correctionNothingMoves = 'Nothing moves until the link is opened.';
export const correctionButton = 'Confirm this address';
export const correctionNotYou =
  'If you did not ask for this, ignore this e-mail: nothing changes and nobody sees any data of this address.';
