/** The three optional questions after an assessment, in Spanish; see ../en/result-context.ts. */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Desde la infancia',
  teens: 'Desde la adolescencia',
  adulthood: 'Solo en la edad adulta',
  'not-sure': 'No lo sé con seguridad',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Trabajo o estudios',
  home: 'Hogar',
  relationships: 'Relaciones',
  health: 'Salud',
  money: 'Dinero',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'Un poco',
  'quite-a-lot': 'Bastante',
  'a-great-deal': 'Mucho',
};
export const onsetHeading = '¿Desde cuándo nota estas experiencias?';
export const areasHeading = '¿En qué ámbitos de su vida diaria influyen, y cuánto?';
export const exampleHeading = 'Un ejemplo, con sus propias palabras';
export const notSaved =
  'No se han podido guardar sus respuestas en este momento. Por favor, compruebe su conexión e inténtelo de nuevo.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Pregunta opcional ${number} de ${total}`;
export const areasHint = 'Marque los que correspondan y luego indique cuánto en cada uno.';
export const howMuchFor = ({ area }: { area: string }) => `Cuánto, en «${area}»`;
export const sayHowMuch = ({ area }: { area: string }) => `Indique cuánto en «${area}», o quite la marca.`;
export const exampleHint =
  'Un momento en que estas experiencias le hicieron algo más difícil, o más fácil. Bastan palabras sencillas.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} de ${max} caracteres`;
export const escapeHint = 'Teclado: pulse Esc para saltar esta pregunta.';
export const saving = 'Guardando…';
export const save = 'Guardar mis respuestas';
export const next = 'Siguiente';
export const skipQuestion = 'Saltar esta pregunta';
export const whatTheyAreFor =
  'Si compra el Informe completo, sus páginas para la consulta médica citan lo que escriba aquí, como palabras suyas. Puede saltar cualquier pregunta, o todas.';
export const loadingQuestions = 'Cargando las preguntas…';
export const stepHeading = 'Sus respuestas están guardadas · tres preguntas opcionales';
export const skipToResults = 'Ir a mis resultados';
export const offerHeading = 'Contexto para la consulta médica (opcional)';
export const thankYou =
  'Gracias. Sus respuestas se han guardado con este resultado, y el Informe completo las cita.';
export const offerIntro =
  'Tres preguntas breves: desde cuándo, en qué ámbitos de la vida diaria y un ejemplo.';
export const answerThree = 'Responder a tres preguntas opcionales';
