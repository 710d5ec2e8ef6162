/** What the server answers a visitor's calls with, in Spanish; see ../en/replies.ts. */
import { plural } from '../../locale/locale.ts';

export const serverError = 'Algo ha fallado por nuestra parte. Vuelva a intentarlo dentro de un momento.';
export const databaseUnavailable =
  'Ahora mismo no conseguimos acceder a nuestra base de datos. No se ha perdido nada; vuelva a intentarlo dentro de un minuto.';
export const unstorableText =
  'La solicitud contiene caracteres que no podemos guardar (por ejemplo, un carácter NUL).';
export const requestTooLarge = 'La solicitud es demasiado grande.';
export const invalidJson = 'El contenido de la solicitud no es un JSON válido.';
export const emptyBody = 'El contenido de la solicitud está vacío.';
export const notJson = 'Envíe el contenido de la solicitud como JSON (Content-Type: application/json).';
export const sessionTokenInvalid =
  'Falta la clave de seguridad de su sesión o ha caducado. Recargue la página y vuelva a intentarlo.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Demasiadas solicitudes. Espere ${seconds} segundos y vuelva a intentarlo.`;

export const answersNotSaved = ({ problems }: { problems: string }) =>
  `No se han podido guardar sus respuestas: ${problems}`;
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `Por ahora, las autoevaluaciones solo pueden hacerse en ${languages}.`;
export const languageNames = {
  en: 'inglés',
  de: 'alemán',
  fr: 'francés',
  es: 'español',
  nl: 'neerlandés',
  it: 'italiano',
};
export const resultNotFound = 'No hemos encontrado ese resultado de autoevaluación.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `En esta autoevaluación, la puntuación debe ser un número entero de 0 a ${max}.`;
export const noResultsToErase = 'En este navegador no había resultados que borrar.';
export const resultsErased = ({ count }: { count: number }) =>
  `Hemos borrado ${plural(count, { one: 'su resultado', other: `sus ${count} resultados` }, 'es')} de nuestros registros.`;

export const codeFree = 'Con su código, obtiene el Informe completo gratis.';
export const codeAtCheckout = 'El código de descuento se aplicará al pagar';
export const codeUsed = 'Este código de descuento ya se ha utilizado.';
export const codeSpent =
  'Este código ya no es válido: ha caducado o ya se ha usado todas las veces permitidas.';
export const codeUnknown = 'Este código de descuento no es válido. Revíselo y vuelva a intentarlo.';
export const codeIsFree =
  'Con este código, su informe es gratis, así que no hace falta pagar. Envíe el formulario de nuevo.';
export const codeGuessLimit =
  'Desde aquí se han probado demasiados códigos de descuento en la última hora. Revise su código y vuelva a intentarlo más tarde.';
export const freeReportLimit =
  'Ahora mismo no podemos enviar más informes gratuitos. Vuelva a intentarlo mañana, o compre el informe si lo necesita hoy.';
export const tryTomorrow = 'Vuelva a intentarlo mañana.';

export const resultsMissing =
  'No hemos encontrado los resultados de su autoevaluación. Vuelva a hacer la autoevaluación.';
export const paymentsOff = 'Ahora mismo no se pueden hacer pagos. Vuelva a intentarlo más tarde.';
export const providerUnavailable =
  'No hemos podido contactar con el proveedor de pagos. Vuelva a intentarlo dentro de un momento.';
export const paymentNotFound = 'No hemos encontrado ese pago.';
export const paymentIncomplete = 'Parece que no ha completado el pago.';
export const yourOrderNotFound = 'No hemos encontrado su pedido.';
export const orderNotFound =
  'No hemos encontrado ese pedido. Puede que el enlace esté incompleto o que el pedido se hiciera en otro navegador.';
export const noCompletedOrder = 'No hemos encontrado ningún pedido completado para esta autoevaluación.';

export const emailMismatch =
  'Use la dirección de correo electrónico con la que hizo el pedido, o escriba a nuestro equipo de asistencia para cambiarla.';
export const reportSending = ({ email }: { email: string }) => `Estamos enviando su informe a ${email}.`;
export const reportResent = ({ email }: { email: string }) =>
  `Estamos enviando su informe de nuevo a ${email}.`;
export const rewardResent = ({ email }: { email: string }) =>
  `Estamos enviando de nuevo a ${email} un correo electrónico sobre este pedido.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `Ya hemos reenviado este informe ${resends} veces en las últimas ${hours} horas, así que esperaremos antes de enviarlo otra vez. Puede que esté en su carpeta de spam. Si no le ha llegado, escriba a ${email} y nos aseguraremos de que lo reciba.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `Hemos enviado varios informes a esta dirección en las últimas ${hours} horas, así que esperaremos antes de enviar más. Puede que estén en su carpeta de spam. Si no le han llegado, escriba a ${email} y le ayudaremos.`;

export const notYourProgramme = 'Solo puede usar su propio programa de recomendaciones.';
export const inviteLimit = ({ count }: { count: number }) =>
  `Puede invitar a ${count} personas como máximo al día. Vuelva a intentarlo mañana.`;
export const alreadyInvited = 'Ya ha invitado a esta persona.';
export const invited = ({ days }: { days: number }) =>
  `Ha invitado a esta persona. Cada dirección recibe como máximo una invitación de Traitscope cada ${days} días, la envíe quien la envíe, y ninguna si nos ha pedido que no le enviemos invitaciones; una invitación que no enviamos queda pendiente y no puede contar para su recompensa.`;
export const erasedAddress = '(dirección borrada)';
export const invitationInvalid =
  'Este enlace de invitación ya no es válido, pero puede hacer una autoevaluación si lo desea.';
export const ownInvitation =
  'Este es su propio enlace de invitación. Compártalo con la persona a la que quiera invitar.';
export const invitationUsed = 'Esta invitación ya se ha utilizado.';
export const welcome = '¡Le damos la bienvenida! Una persona conocida le ha invitado a Traitscope.';
export const alreadyAccepted =
  'Ya ha aceptado una invitación de esta persona. Puede hacer una autoevaluación si lo desea.';
export const sameNetwork =
  '¡Le damos la bienvenida a Traitscope! Desde esta red, la invitación no puede contar para la recompensa de la persona que le invitó, porque esa persona, u otra a la que también invitó, ya ha usado esta red. Puede hacer una autoevaluación si lo desea; si abre el enlace desde otra red, todavía puede contar.';
export const rewardAlreadyClaimed = 'Ya ha obtenido su recompensa.';
export const referralsMissing = ({ count }: { count: number }) =>
  `${plural(count, { one: `Le falta ${count} recomendación completada`, other: `Le faltan ${count} recomendaciones completadas` }, 'es')} para obtener su recompensa.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `Las recompensas de su red han alcanzado el límite de este mes (${rewards} en ${days} días). Sus recomendaciones completadas siguen contando; vuelva a intentarlo más adelante.`;
export const rewardClaimed =
  '¡Gracias por dar a conocer Traitscope! Use este código al pagar para obtener un Informe completo gratis.';

export const optOutDone =
  'Hecho. No le enviaremos más invitaciones. Las personas que conoce pueden seguir hablándole de Traitscope por su cuenta.';
export const optOutLinkInvalid =
  'No hemos podido leer este enlace. Ábralo de nuevo desde el correo electrónico de invitación, tal como le llegó.';
