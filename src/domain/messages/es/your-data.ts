/** The Your data page in Spanish; see ../en/your-data.ts. */

export const heading = 'Sus datos';
export const lead =
  'Vea todo lo que guardamos sobre usted, descárguelo, corrija su dirección de correo electrónico o retire su consentimiento y bórrelo todo. Es gratuito y lleva un minuto.';
export const loading = 'Cargando sus datos…';
export const openFailed = 'No hemos podido abrir sus datos en este momento. Por favor, pida un enlace nuevo.';

export const requestTitle = 'Pida un enlace a sus datos';
export const requestText = ({ hours }: { hours: number }) =>
  `Escriba la dirección de correo electrónico que usó para un pedido. Le enviaremos a esa dirección un enlace que abre sus datos. El enlace funciona una sola vez, durante ${hours === 1 ? 'una hora' : `${hours} horas`}. No necesita cuenta ni contraseña.`;
export const emailLabel = 'Correo electrónico';
export const invalidEmail = 'Escriba una dirección de correo electrónico válida.';
export const sending = 'Enviando…';
export const sendLink = 'Enviarme un enlace';
export const sendLinkFailed =
  'No hemos podido enviar el enlace en este momento. Vuelva a intentarlo en unos instantes.';

export const dataLinkSent =
  'Si guardamos datos de esta dirección, le hemos enviado un enlace a ella. Funciona una sola vez, durante una hora. Revise su bandeja de entrada (y la carpeta de spam).';
export const dataLinkInvalid = 'Este enlace ha caducado o ya se ha usado. Pida uno nuevo más abajo.';
export const sessionMissing =
  'Su acceso a esta página ha terminado. Pida un enlace nuevo para ver sus datos.';
export const sameAddress =
  'Esta página ya muestra los datos de esta dirección. Escriba la dirección a la que deben pasar sus datos.';
export const correctionSent = ({ to }: { to: string }) =>
  `Hemos enviado un enlace de confirmación a ${to}. Sus datos solo pasarán a esa dirección cuando se abra ese enlace, en el plazo de una hora. Esta página ya está cerrada: para volver a ver sus datos, abra el enlace o pida uno nuevo.`;
export const pageClosed =
  'Esta página está cerrada: ahora nadie puede abrir sus datos en este navegador. Para volver a verlos, pida un enlace nuevo.';
export const correctionDone =
  'Su dirección de correo electrónico está corregida. Todo lo que aparece abajo se guarda ahora con esta dirección.';
export const accountingKept =
  'Sus respuestas, sus resultados y su dirección de correo electrónico se han borrado. En el caso de los pedidos, la normativa fiscal y contable nos obliga a conservar el importe, la fecha y la referencia del pago, sin nada que los vincule con usted.';
