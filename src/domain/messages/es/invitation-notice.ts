/** The note on opening an invitation link, in Spanish; see ../en/invitation-notice.ts. */
export const accepted = 'Invitación aceptada';
export const aboutInvitation = 'Sobre su invitación';
export const couldNotOpen =
  'No hemos podido abrir esta invitación en este momento, pero puede hacer igualmente una autoevaluación cuando quiera.';
