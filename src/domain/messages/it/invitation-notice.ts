/** The note on opening an invitation link, in Italian; see ../en/invitation-notice.ts. */
export const accepted = 'Invito accettato';
export const aboutInvitation = 'Sul suo invito';
export const couldNotOpen =
  'Al momento non siamo riusciti ad aprire questo invito, ma può comunque fare un’autovalutazione.';
