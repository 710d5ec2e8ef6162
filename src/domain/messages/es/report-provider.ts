/** The Complete Report's summary for a healthcare provider, in Spanish; see ../en/report-provider.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'Resumen de un cuestionario de autoinforme completado por la persona que le entrega esta página. Sirve para iniciar una conversación, no para sustituir una evaluación clínica.';
export const instrumentNote =
  'Se trata de un cuestionario de autoinforme, de tipo cribado, redactado por Traitscope. No es un instrumento diagnóstico validado: no tiene baremos publicados ni datos publicados de sensibilidad o especificidad, y sus tres franjas son niveles descriptivos, no puntos de corte clínicos. Sus ítems se redactaron de forma independiente; algunos preguntan necesariamente por las mismas experiencias que ítems del AQ, el RAADS-R y el SPQ.';
export const scoringNote =
  'Cada ítem se responde en una escala de acuerdo de cinco puntos (de 0, «Totalmente en desacuerdo», a 4, «Totalmente de acuerdo»). Los ítems inversos se puntúan como 4 menos la respuesta. El resultado de cada constructo es la puntuación media por ítem, de 0 a 4.';
export const notesPrompt = 'De qué me gustaría hablar';

export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Desde cuándo',
  areas: 'En qué ámbitos de la vida diaria',
  example: 'En sus palabras',
};
export const contextNotGiven = 'no indicado';
export const quotedWords = ({ words }: { words: string }) => `«${words}»`;
export const contextNote =
  'Las propias respuestas de la persona a tres preguntas opcionales, citadas tal como las dio: no es una anamnesis hecha en consulta clínica. Las guías para evaluar a personas adultas preguntan por lo mismo: cuándo empezaron las dificultades, en qué ámbitos de la vida diaria aparecen y cuánto la afectan (por ejemplo, NICE CG142 para el autismo y NICE NG87 para el TDAH).';

export const sharedItemsNote =
  'emociones, sobrecarga, recuperación: sin franja propia, ya que reflejan una tensión general';
export const totalNote = 'la suma de todos los ítems';

export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, para los antecedentes de la infancia`;

export const completedLabel = 'Completado';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} ítems), ${date}`;
export const profileLabel = 'Perfil';
export const totalScoreLabel = 'Puntuación total';
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} de ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Ítems compartidos: ${score} de ${max}`;
