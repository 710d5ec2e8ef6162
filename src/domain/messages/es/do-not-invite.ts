/** The page an invitation's "Do not invite me again" link opens, in Spanish; see ../en/do-not-invite.ts. */
export const heading = 'No quiero más invitaciones';
export const stillReachYou =
  'Seguirá recibiendo los informes y enlaces que pida usted. No necesita hacer nada más.';
export const why =
  'Una persona amiga le invitó a Traitscope por correo electrónico. Si prefiere no recibir invitaciones así, pulse el botón: no le enviaremos ninguna más, la pida quien la pida.';
export const noList =
  'Para ello no guardamos ninguna lista de direcciones, solo una versión codificada de la suya que nos indica que no debemos escribirle.';
export const saving = 'Guardando…';
export const button = 'No quiero más invitaciones';
export const openFromEmail =
  'Esta página funciona desde el enlace de un correo de invitación. Por favor, ábrala desde allí.';
export const failed =
  'No hemos podido guardar su elección en este momento. Vuelva a intentarlo en unos instantes.';
export const returnHome = 'Volver al inicio';
