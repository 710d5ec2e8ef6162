/** The page an invitation's "Do not invite me again" link opens, in English (see shell.ts). */
export const heading = 'Do not invite me again';
export const stillReachYou =
  'Reports and links you ask for yourself still reach you. You do not need to do anything else.';
export const why =
  'A friend invited you to Traitscope by e-mail. If you would rather not get such invitations, press the button: we will not e-mail you another one, whoever asks us to.';
export const noList =
  'We keep no list of addresses for this, only a scrambled form of yours that tells us not to write.';
export const saving = 'Saving...';
export const button = 'Do not invite me again';
export const openFromEmail =
  'This page works from the link in an invitation e-mail. Please open it from there.';
export const failed = 'We could not save your choice just now. Please try again in a moment.';
export const returnHome = 'Return to Home';
