/** The one-time links to the Your data page in Spanish; see ../en/data-link-emails.ts. */
export const validity = ({ hours }: { hours: number }) =>
  `El enlace funciona una sola vez, durante ${hours === 1 ? 'una hora' : `${hours} horas`}.`;
export const questions = ({ supportEmail }: { supportEmail: string }) => `Preguntas: ${supportEmail}`;

export const dataLinkSubject = 'Su enlace para ver sus datos en Traitscope';
export const dataLinkWhat =
  'Ha pedido ver los datos que Traitscope guarda de esta dirección de correo electrónico. El enlace de abajo abre una página donde puede verlos, descargarlos, corregir su dirección o borrarlos.';
export const dataLinkExpired = 'Si ha caducado, puede pedir uno nuevo en esa misma página.';
export const dataLinkButton = 'Ver sus datos';
export const dataLinkNotYou =
  'Si no lo ha pedido usted, puede ignorar este correo: nada cambia mientras no se use el enlace.';

export const correctionSubject = 'Confirme su dirección de correo electrónico para Traitscope';
export const correctionWhat =
  'Alguien ha pedido corregir la dirección de correo electrónico de sus resultados y pedidos en Traitscope y cambiarla por esta. Si ha sido usted, abra el enlace de abajo: sus datos pasarán entonces a esta dirección y los verá en la página «Sus datos».';
export const correctionNothingMoves = 'Nada pasa a esta dirección hasta que se abra el enlace.';
export const correctionButton = 'Confirmar esta dirección';
export const correctionNotYou =
  'Si no lo ha pedido usted, ignore este correo: nada cambia y nadie ve ningún dato de esta dirección.';
