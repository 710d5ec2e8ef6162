/** The note on opening an invitation link, in French; see ../en/invitation-notice.ts. */
export const accepted = 'Invitation acceptée';
export const aboutInvitation = 'À propos de votre invitation';
export const couldNotOpen =
  'Nous n’avons pas pu ouvrir cette invitation pour le moment, mais vous pouvez tout de même faire une auto-évaluation.';
