/** The note on opening an invitation link, in Dutch; see ../en/invitation-notice.ts. */
export const accepted = 'Uitnodiging geaccepteerd';
export const aboutInvitation = 'Over uw uitnodiging';
export const couldNotOpen =
  'We konden deze uitnodiging nu niet openen. U bent natuurlijk toch welkom om een zelfinschatting te doen.';
