/** The results page in Spanish; see ../en/results.ts. */
export const pageTitle = 'Sus resultados';
export const pageLead =
  'Primeras orientaciones a partir de sus respuestas, en palabras sencillas. No son un diagnóstico. Un resultado solo se muestra en el navegador donde se hizo la autoevaluación, y nunca a otras personas.';
export const loading = 'Cargando sus resultados…';
export const notHereTitle = 'Este resultado no está en este navegador';
export const notHereWhy =
  'Este navegador no tiene ningún resultado para este enlace. Quizá la autoevaluación se hizo en otro dispositivo o en otro navegador, o el resultado se borró.';
export const notHereWhatToDo =
  'Si hizo la autoevaluación en otro lugar, abra allí el enlace para ver su resultado. También puede hacer aquí una autoevaluación: lleva pocos minutos, y las primeras orientaciones son gratuitas.';
export const chooseAssessment = 'Elegir una autoevaluación';
export const readSummaryAloud = 'Leer el resumen en voz alta';
export const insightsHeading = 'Primeras orientaciones';
export const understandingHeading = 'Cómo entender su resultado';
export const whatItMeans = 'Qué significa';
export const whatItDoesNotMean = 'Qué no significa';
export const suggestedNextStep = 'Un posible siguiente paso';
export const strengthsHeading = 'Fortalezas que quizá reconozca';
export const nextHeading = '¿Qué le gustaría hacer ahora?';
export const reportOffer = ({ price }: { price: string }) =>
  `El Informe completo (${price}) repasa sus respuestas pregunta por pregunta, con estrategias, recursos y un resumen imprimible para llevar a consulta. Se lo enviamos por correo electrónico.`;
export const downloadReport = 'Obtener el Informe completo';
export const shareResults = 'Compartir resultados';
export const takeAnother = 'Hacer otra autoevaluación';
export const referralBefore = '¿Conoce a alguien a quien esto le pueda resultar útil? ';
export const referralLink = 'Invite a sus amistades con el programa de recomendaciones';
export const referralAfter =
  ': cuando tres de ellas hayan hecho una autoevaluación, su próximo Informe completo será gratuito.';
export const notADiagnosis =
  'Estas primeras orientaciones proceden de una autoevaluación y no son un diagnóstico. Por favor, coméntelas con personal sanitario cualificado.';

export const shareTitle = 'Compartir sus resultados';
export const shareDescription =
  'Cualquier persona que tenga este enlace puede ver un breve resumen: la autoevaluación, su puntuación, el nivel y la fecha (en la autoevaluación combinada, la puntuación de cada parte). Sus respuestas individuales nunca se incluyen.';
export const close = 'Cerrar';
export const previewLegend = 'Qué muestra la vista previa en un chat';
export const previewHint =
  'Las aplicaciones de mensajería y las redes sociales muestran una pequeña tarjeta del enlace a todas las personas que ven el mensaje, antes de que nadie lo abra.';
export const previewChoices = {
  assessment: 'Solo el nombre de la autoevaluación',
  level: 'La autoevaluación y su nivel',
};
export const shareLinkLabel = 'Enlace para compartir';
export const copy = 'Copiar';
export const shareWithApp = 'Compartir con una aplicación';
export const shareSheetTitle = 'Mi resultado en Traitscope';
export const linkCopied = 'El enlace se ha copiado en su portapapeles.';
export const linkNotCopied = 'No se ha podido copiar el enlace. Selecciónelo arriba y cópielo a mano.';

export const eraseHeading = 'Borrar sus resultados';
export const eraseBefore =
  'Puede borrar de nuestros registros todos los resultados obtenidos en este navegador. Si compró un informe, también puede borrar su dirección de correo electrónico y su pedido en la página ';
export const eraseLink = 'Sus datos';
export const eraseAfter = '.';
export const eraseButton = 'Borrar mis resultados';
export const eraseQuestion = '¿Borrar todos sus resultados? Esto no se puede deshacer.';
export const eraseConfirm = 'Sí, borrar mis resultados';
export const eraseCancel = 'Cancelar';
export const erasing = 'Borrando…';
export const erased = 'Resultados borrados';
export const erasedDescription = 'Sus resultados se han borrado.';
export const notErased = 'No se han podido borrar sus resultados';
export const tryAgainSoon = 'Por favor, vuelva a intentarlo en un momento.';

export const helpHeading = 'Si ahora mismo todo le resulta demasiado';
export const helpIntro =
  'Algunas de sus respuestas describen mucha sobrecarga o agotamiento. No tiene que afrontarlo en soledad. Este sitio no es un servicio de emergencias, pero las personas que aparecen abajo pueden escucharle o ayudarle hoy mismo.';
export const yourCountry = 'Su país';
export const chooseCountry = 'Elegir un país';
export const inAnEmergency = 'En caso de emergencia: ';
export const elsewhereCallLocal = 'Si está en otro lugar, llame al número de emergencias local.';
export const chooseCountryForLine =
  'Elija su país para ver una línea de escucha cercana, o llame al número de emergencias local.';
