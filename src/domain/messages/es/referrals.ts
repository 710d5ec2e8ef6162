/** The referral programme's page in Spanish; see ../en/referrals.ts. */
import { plural } from '../../locale/locale.ts';

export const heading = 'Invite a otras personas';
export const lead = ({ count }: { count: number }) =>
  `¿Conoce a alguien a quien estas autoevaluaciones le podrían resultar útiles? Invite a esa persona. Cuando ${count} personas invitadas hayan completado una autoevaluación, recibirá un Informe completo gratis.`;
export const stepInvite = 'Invite a alguien por correo electrónico aquí abajo.';
export const stepFriend =
  'La persona invitada sigue el enlace y hace cualquier autoevaluación: gratis, anónima, unos 10 minutos.';
export const stepClaim = ({ count }: { count: number }) =>
  `Cuando ${count} personas invitadas hayan completado una, obtenga su código para un Informe completo gratis.`;
export const loadFailed =
  'No hemos podido cargar su programa de recomendaciones en este momento. Inténtelo de nuevo.';
export const tryAgain = 'Volver a intentarlo';
export const loading = 'Cargando su programa de recomendaciones…';
export const progressTitle = 'Su progreso';
export const inviteTitle = 'Invitar a alguien';
export const inviteDescription =
  'Enviamos a esa persona un único correo breve con un enlace personal a las autoevaluaciones.';
export const invitationsTitle = 'Sus invitaciones';
export const codeTitle = 'Su código de recomendación';
export const codeDescription =
  'Su código personal para este programa. Indíquelo si nos escribe sobre sus invitaciones.';

export const rewardClaimedToast = '¡Recompensa obtenida!';
export const yourCode = ' Su código: ';
export const couldNotClaim = 'No se ha podido obtener la recompensa';
export const claimFailed = 'Error al obtener la recompensa';
export const claimFailedReason = 'Algo ha fallado al obtener su recompensa. Inténtelo de nuevo.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `${counted} de ${total} personas invitadas han completado una autoevaluación`;
export const progressLabel = 'Progreso hacia su Informe completo gratis';
export const didItStrong = 'Lo ha conseguido.';
export const didItRest =
  ' Tres personas invitadas han completado una autoevaluación, así que ya tiene un Informe completo gratis.';
export const claiming = 'Obteniendo…';
export const claimButton = 'Obtener su informe gratis';
export const alreadyClaimed = 'Ya ha obtenido su recompensa. Gracias por dar a conocer Traitscope.';
export const whenFriends = ({ count }: { count: number }) =>
  `Cuando ${count} personas a las que invite hayan completado una autoevaluación, podrá obtener un código para un Informe completo gratis.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `${plural(remaining, { one: 'Falta', other: 'Faltan' }, 'es')} ${remaining} ${plural(remaining, { one: 'persona más. Cuando haya completado', other: 'personas más. Cuando hayan completado' }, 'es')} una autoevaluación, podrá obtener un código para un Informe completo gratis.`;
export const rewardClaimedHeading = 'Recompensa obtenida';
export const rewardClaimedText =
  'Su código le da un Informe completo gratis. Se puede usar una vez, para cualquier autoevaluación. Cada dirección de correo electrónico puede recibir al mes un informe pagado con una recompensa por recomendación; enviamos el resultado por correo a la dirección que indique.';
export const useOnPayment = 'Úselo en la página de pago';
export const enterCodeHint = 'Introduzca el código en el campo «Código de descuento» y pulse «Aplicar».';
export const takeFirst =
  'Haga primero una autoevaluación y después introduzca este código en el campo «Código de descuento» de la página de pago. ';
export const chooseAssessment = 'Elegir una autoevaluación';

export const statuses = {
  pending: { label: 'Pendiente', meaning: 'invitación enviada, aún no cuenta para su recompensa' },
  completed: { label: 'Completada', meaning: 'la persona invitada ha completado una autoevaluación' },
  expired: {
    label: 'Caducada',
    meaning: ({ days }: { days: number }) => `sin completar en un plazo de ${days} días`,
  },
};
export const statusNameEnd = ':';
export const noInvitations = 'Todavía no ha invitado a nadie. Sus invitaciones aparecerán aquí.';
export const invitedOn = 'Invitación enviada el ';

export const friendEmail = 'Correo electrónico de la persona';
export const required = 'Obligatorio';
export const invalidEmail = 'Correo electrónico no válido';
export const sending = 'Enviando…';
export const sendInvitation = 'Enviar invitación';
export const invited = '¡Invitación enviada!';
export const inviteFailed = 'No se ha podido enviar la invitación';
export const inviteFailedReason = 'No hemos podido enviar la invitación en este momento. Inténtelo de nuevo.';
export const addressUseBefore =
  'Usamos esta dirección solo para enviar a esa persona esta única invitación. No enviamos recordatorios, nunca la usamos para publicidad y nunca la compartimos. Consulte nuestra ';
export const addressUseLink = 'Política de privacidad';
export const addressUseAfter = '.';

export const copy = 'Copiar';
export const referralCode = 'código de recomendación';
export const rewardCode = 'código de recompensa';
export const copied = ({ what }: { what: string }) => `Copiado: su ${what} está en el portapapeles.`;
export const copyFailed = 'No se ha podido copiar. Seleccione el código y cópielo a mano.';
