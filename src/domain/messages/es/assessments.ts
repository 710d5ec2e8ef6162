/** The words of an assessment's question screen in Spanish, addressing the reader as usted (see shell.ts). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
export const assessmentTranslationNote =
  'Estas preguntas se tradujeron del inglés y se comprobaron mediante retrotraducción. Todavía no las ha revisado personal clínico con el español como lengua materna.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Pregunta ${number} de ${total}`;
export const answerMissing =
  'Elija primero una de las respuestas de arriba y luego pulse «Siguiente». Cualquier respuesta vale.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Teclado: pulse del 1 al ${count} para elegir una respuesta y luego Intro para continuar.`;
export const lastQuestion = 'Esta es la última pregunta: «Siguiente» muestra sus resultados.';
export const previousQuestion = 'Anterior';
export const nextQuestion = 'Siguiente';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} completado`;
export const assessmentProgress = 'Progreso de la autoevaluación';
export const readQuestionAloud = 'Leer la pregunta en voz alta';
export const cancelAssessment = 'Cancelar y volver al inicio';
export const assessmentAdultsOnly =
  'Esta autoevaluación está pensada para personas adultas, a partir de 18 años.';
export const assessmentNotDiagnostic =
  'Esta no es una herramienta de diagnóstico. Sus resultados son solo informativos y conviene comentarlos con personal sanitario cualificado.';
export const assessmentSavedInBrowser =
  'Sus respuestas se guardan en este navegador a medida que avanza, así que puede volver y continuar más tarde.';
export const processingAssessment = 'Procesando su autoevaluación…';
export const welcomeBack = 'Hola de nuevo';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `Hemos guardado ${plural(count, { one: 'su respuesta', other: `sus ${count} respuestas` }, 'es')} en este navegador. Puede continuar desde la pregunta ${number}.`;
export const continueWhereLeftOff = 'Continuar donde lo dejé';
export const startOver = 'Empezar de nuevo';
export const finishedHeading = 'Ha terminado';
export const finishedText =
  'Ha respondido a todas las preguntas y su resultado está listo. Sus respuestas ya forman parte de ese resultado, así que aquí no queda nada más por hacer.';
export const seeYourResult = 'Ver su resultado';
export const takeAssessmentAgain = 'Repetir esta autoevaluación';
export const factSource = 'Fuente:';
export const opensInNewTab = '(se abre en una pestaña nueva)';
export const encouragementTitle = '¡Siga así!';
export const funFactTitle = '¿Sabía que…?';
export const encouragements: readonly string[] = [
  'Lo está haciendo bien. Responda a cada pregunta a su ritmo.',
  'No hay respuestas correctas ni incorrectas, solo su propia experiencia.',
  'Gracias por responder con sinceridad.',
  'Cada respuesta ayuda a formar una imagen más clara de cómo vive usted el mundo.',
  'Puede hacer una pausa y respirar siempre que lo necesite.',
  'Si tiene dudas, elija la respuesta que mejor encaje con usted. Cualquier respuesta vale.',
  'Reflexionar sobre su propia experiencia cuesta esfuerzo. Qué bien que se haya tomado este tiempo.',
  'Piense en cómo suelen ser las cosas para usted, no solo en cómo se siente hoy.',
  'La curiosidad por conocerse es una fortaleza.',
  'Siga adelante. Sus respuestas merecen el tiempo que les dedica.',
];
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'Un buen comienzo. Tómese su tiempo con cada respuesta.',
  'first-quarter': 'Con calma y constancia. Está encontrando su ritmo.',
  halfway: 'Más de la mitad. No hay respuestas correctas ni incorrectas.',
  'nearly-done': 'Ya casi está. Solo quedan unas pocas preguntas.',
  complete: 'Todo listo. Gracias por dedicarle este tiempo.',
};
export const saveFailedTitle = 'Error al guardar';
export const saveFailed = 'No hemos podido guardar su autoevaluación. Por favor, inténtelo de nuevo.';
export const processFailedTitle = 'Error en la autoevaluación';
export const processFailed =
  'Ha habido un problema al procesar su autoevaluación. Por favor, inténtelo de nuevo.';
export const unknownAssessmentTitle = 'Autoevaluación no encontrada';
export const unknownAssessment =
  'No se ha encontrado la autoevaluación solicitada. Le llevamos a la página de inicio.';
export const redirectingHome = 'Volviendo a la página de inicio…';
