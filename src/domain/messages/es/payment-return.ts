/** The pages after a payment (see ../en/payment-return.ts; shell.ts says how messages are kept). */

// Shared by the return page and the order's confirmation page.
export const verifyingTitle = 'Comprobando el pago…';
export const processingTitle = 'Procesando su pedido…';
export const successTitle = '¡Pago realizado!';
export const completedTitle = 'Pago completado';
export const unpaidTitle = 'Pago no completado';
export const paymentNotFoundTitle = 'Pago no encontrado';
export const returnHome = 'Volver al inicio';
export const checkAgain = 'Comprobar de nuevo';
export const thankYouForOrdering = 'Gracias por pedir el Informe completo.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Gracias por pedir el Informe completo de su autoevaluación «${assessment}».`;
export const troubleSending = 'Hubo un problema al enviar el correo electrónico con sus resultados';

// The return page.
export const openingOrder = 'Abriendo su pedido…';
export const verifyingHint = 'Suele tardar unos segundos.';
export const notConfirmedTitle = 'Aún no hemos podido confirmar su pedido';
export const notConfirmedText =
  'Nuestro sistema no respondió a tiempo. Si su pago se realizó, su pedido está a salvo. Nuestro equipo se asegurará de que le llegue su informe.';
export const slowText =
  'Está tardando más de lo habitual. Si su pago se realizó, su pedido está a salvo y recibirá su informe por correo electrónico.';
export const confirmingText =
  'Estamos confirmando su pago y preparando su informe. Esta página se actualiza sola; no hace falta recargarla.';
export const unpaidText =
  'Parece que no ha completado el pago, así que todavía no se ha pedido ningún informe. Puede volver a la página de pago cuando quiera.';
export const returnToPayment = 'Volver al pago';
export const paymentNotFound = 'No hemos encontrado ese pago.';
export const linkIncomplete = 'Puede que el enlace esté incompleto.';
export const supportBefore = '¿Tiene preguntas? Escriba a ';
export const supportAfter = ' y le ayudaremos.';

// The return page's confirmed order.
export const resultsSentToBefore = 'Estamos enviando sus resultados a ';
export const resultsSentToAfter = '.';
export const resultsSentToGivenAddress =
  'Estamos enviando sus resultados a la dirección de correo electrónico que nos indicó.';

// The toasts of the return page.
export const unpaidToastTitle = 'No se ha podido comprobar el pago';
export const unpaidToastText = 'Parece que no ha completado el pago.';
export const guidanceToastTitle = 'Use los botones de abajo';
export const guidanceToastText = 'Puede volver a la página de pago o ir al inicio.';
export const missingAssessmentTitle = 'Faltan los datos de la autoevaluación';
export const missingAssessmentText =
  'No hemos encontrado los resultados de su autoevaluación. Aun así, recibirá sus resultados por correo electrónico.';
export const teamNotifiedTitle = '¡Su pedido está completado!';
export const teamNotifiedText =
  'Hubo un problema al enviar su correo electrónico. Nuestro equipo ya está avisado.';
export const deliveryIssueToastTitle = 'Problema con el envío del correo';
export const useResendText = 'Use el botón «Reenviar correo» para recibir su informe.';

// What was bought, below a confirmed order.
export const purchaseThanks = '¡Gracias por su compra!';
export const reportSentToBefore = 'Estamos enviando su Informe completo a ';
export const reportSentToAfter = '.';
export const reportSentToGivenAddress =
  'Estamos enviando su Informe completo a la dirección de correo electrónico que nos indicó.';
export const contentsHeading = 'Qué contiene su informe';
export const reportContents = [
  'Un análisis detallado de sus respuestas, área por área',
  'Un resumen imprimible, pregunta por pregunta',
  'Estrategias para el día a día que encajan con su perfil',
  'Recursos y organizaciones de apoyo',
  'Dónde buscar una evaluación formal, si la desea',
];
export const forProfessionalHeading = 'Para hablarlo en consulta';
export const forProfessionalText =
  'El informe no es un diagnóstico. Está pensado para que pueda imprimirlo o compartirlo con su médico, en una consulta de psicología o con otra persona profesional cualificada. Así puede ser el punto de partida de una conversación sobre sus experiencias.';
export const nextStepsHeading = 'Próximos pasos';
export const nextSteps = [
  'En los próximos minutos recibirá un correo electrónico nuestro. Si no lo ve, revise su carpeta de spam.',
  'Lea el informe a su ritmo. No hace falta asimilarlo todo de una vez.',
  'Si lo desea, pida cita con su médico o en otra consulta especializada para hablar de ello.',
];
export const otherAssessmentsHeading = 'Otras autoevaluaciones que puede hacer';
export const takeAssessment = ({ assessment }: { assessment: string }) =>
  `Hacer la autoevaluación «${assessment}»`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Problema con el envío del correo';
export const deliveryFailedBefore =
  'Su pago se ha realizado y su pedido está a salvo. Hace un momento no hemos podido enviar el correo electrónico con su informe';
export const deliveryFailedTo = ' a ';
export const deliveryFailedAfter = '. Puede pedirnos que lo enviemos de nuevo.';
export const stillMissingBefore = 'Si el correo sigue sin llegar, escriba a ';
export const stillMissingAfter = ' y nos aseguraremos de que reciba su informe.';

// The resend button and its toasts.
export const resendButton = 'Reenviar correo';
export const sending = 'Enviando…';
export const emailResent = 'Correo reenviado';
export const resendFailedButton = 'Error: intentar de nuevo';
export const checkInbox = 'Dentro de unos minutos, revise su bandeja de entrada (y la carpeta de spam).';
export const missingInfoTitle = 'Faltan datos';
export const missingInfoText =
  'Para reenviar su informe necesitamos su dirección de correo electrónico y los datos de su autoevaluación.';
export const resendFailedTitle = 'No se ha podido reenviar el correo';
export const resendFailed =
  'Algo ha fallado al reenviar su correo electrónico. Vuelva a intentarlo más tarde.';
export const errorTitle = 'Error';
export const unexpectedError = 'Se ha producido un error inesperado. Vuelva a intentarlo más tarde.';

// The order's confirmation page.
export const yourOrderTitle = 'Su pedido';
export const orderNotFoundTitle = 'Pedido no encontrado';
export const orderNotFound = 'No hemos encontrado ese pedido.';
export const loadingOrder = 'Cargando su pedido…';
export const orderNotLoadedTitle = 'No hemos podido cargar su pedido';
export const orderNotLoadedText =
  'Nuestro sistema no ha respondido en este momento. Su pedido está a salvo. Vuelva a intentarlo dentro de un momento.';
export const orderedSuccessfully = 'El informe de su autoevaluación se ha pedido correctamente.';
export const givenAddress = 'la dirección que nos indicó';
export const outcomeSentToBefore = 'Le enviaremos el resultado por correo electrónico a ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  `: su informe «${assessment}» o, si por ahora no se puede usar una recompensa por recomendación para esta dirección, un aviso.`;
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Su informe «${assessment}» se enviará a `;
export const reportWillBeSentAfter = '.';
export const checkInboxShortly = 'En breve, revise su bandeja de entrada (y la carpeta de spam)…';
export const notArrivedHeading = '¿No le ha llegado el correo?';
export const notArrivedText =
  'Suele llegar en unos minutos. Si no está en su bandeja de entrada ni en la carpeta de spam, podemos enviárselo de nuevo.';
