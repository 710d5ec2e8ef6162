/** What each page says of itself in its head, in Spanish (see ../en/pages.ts). */
export const siteDescription =
  'Autoevaluaciones tranquilas y basadas en la investigación sobre rasgos de autismo, TDAH, procesamiento sensorial, dispraxia y dislexia para personas adultas. Primeras orientaciones gratuitas en minutos; no es un diagnóstico.';
export const homeTitle = 'Autoevaluaciones de rasgos neurodivergentes para personas adultas';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) =>
  `${description} ${count} preguntas, ${duration}. Una autoevaluación gratuita y no diagnóstica para personas adultas.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name}: pregunta ${number} de ${total}`;
export const resultsTitle = 'Los resultados de su autoevaluación';
export const sharedResultsTitle = 'Resultados compartidos';
export const privacyPolicyTitle = 'Política de privacidad';
export const privacyPolicyDescription =
  'Qué guarda Traitscope sobre usted, por qué y durante cuánto tiempo, y cómo verlo, corregirlo o borrarlo. Sus respuestas nunca se venden.';
export const termsTitle = 'Términos y condiciones';
export const termsDescription =
  'Las condiciones de uso de Traitscope: autoevaluaciones no diagnósticas, el Informe completo, pagos y reembolsos.';
export const paymentTitle = 'Obtenga su informe detallado';
export const testCheckoutTitle = 'Pago de prueba';
export const paymentSuccessTitle = 'Pago';
export const orderTitle = 'Su pedido';
export const referralTitle = 'Invite a sus amistades';
export const referralDescription =
  'Invite a sus amistades a hacer una autoevaluación gratuita en Traitscope. Cuando tres la hayan completado, su próximo Informe completo será gratuito.';
export const doNotInviteTitle = 'No quiero más invitaciones';
export const yourDataTitle = 'Sus datos';
export const yourDataDescription =
  'Vea, corrija o borre lo que Traitscope guarda sobre usted: pida un enlace de un solo uso a la dirección que nos dio.';
export const notFoundTitle = 'Página no encontrada';
export const notFoundDescription = 'Lo sentimos, no hemos encontrado la página que busca.';
