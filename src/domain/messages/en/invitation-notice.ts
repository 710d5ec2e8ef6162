/**
 * The note a visitor sees when they open an invitation link, in English (see shell.ts for how messages are kept):
 * its own module, downloaded only with such a link. The server's sentence under the title is in its `replies`.
 */
export const accepted = 'Invitation accepted';
export const aboutInvitation = 'About your invitation';
export const couldNotOpen =
  'We could not open this invitation just now, but you are welcome to take an assessment all the same.';
