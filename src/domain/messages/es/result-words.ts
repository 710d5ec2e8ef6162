/** A result's words wherever one is shown, in Spanish; see ../en/result-words.ts. */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Coincidencia mínima',
  medium: 'Coincidencia moderada',
  high: 'Coincidencia significativa',
};
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Mínima',
  medium: 'Moderada',
  high: 'Significativa',
};
export const howToReadTheBands =
  'Las tres franjas siguen la respuesta media, desde estar mayormente en desacuerdo hasta estar mayormente de acuerdo con las experiencias por las que se pregunta. Algunas afirmaciones se puntúan a la inversa: estar de acuerdo con ellas cuenta en sentido contrario. Las franjas son proporciones de la puntuación posible, no umbrales clínicos, y no se han contrastado con diagnósticos.';

export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'rasgos autistas y relacionados con el TDAH',
  asd: 'rasgos autistas',
  adhd: 'rasgos de atención y actividad',
  spd: 'diferencias en el procesamiento sensorial',
  dyspraxia: 'rasgos de coordinación y movimiento',
  dyslexia: 'rasgos de lectura y de procesamiento del lenguaje',
};
export const levelAmounts: Readonly<Record<Level, string>> = {
  low: 'pocas',
  medium: 'algunas',
  high: 'muchas',
};
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Sus respuestas describen ${amount} de las experiencias por las que pregunta esta autoevaluación (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Las respuestas de esta persona describen ${amount} de las experiencias por las que pregunta esta autoevaluación (${traits}).`;
export const unknownAssessmentType =
  'No se reconoce este tipo de autoevaluación. Por favor, inténtelo de nuevo.';

export const fallbackStrengths = [
  {
    title: 'Una perspectiva propia',
    description: 'Su forma de vivir el mundo le da un punto de vista que otras personas quizá no tengan.',
  },
  {
    title: 'Resiliencia',
    description: 'Dedicar tiempo a conocerse muestra apertura y ganas de seguir creciendo.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'Ha dado la misma respuesta a todas las afirmaciones. Cuando las respuestas cambian de una afirmación a otra, dan una imagen más útil. Quizá quiera repetir la autoevaluación en un momento tranquilo.',
  contradictory:
    'Ha estado de acuerdo con varios pares de afirmaciones que apuntan en sentidos opuestos sobre una misma experiencia. Eso puede pasar al leer las afirmaciones deprisa, así que este resultado quizá diga menos de usted de lo que parece. Quizá quiera repetir la autoevaluación en un momento tranquilo, leyendo cada afirmación por separado.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Rasgos relacionados con el autismo',
  adhd: 'Rasgos relacionados con el TDAH',
};
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Rasgos autistas',
  adhd: 'Rasgos de TDAH',
};
export const totalTitle = 'Total: la suma de las tres partes';
export const sharedExperiencesTitle = 'Experiencias que comparten ambas partes';
export const sharedExperiencesAbout =
  'Tres afirmaciones preguntan por emociones que tardan mucho en calmarse, por la sobrecarga en lugares concurridos y por la energía después de un día con otras personas. Mucha gente vive estas experiencias en épocas de tensión, sea cual sea la causa. Por eso cuentan en el total, pero no tienen una franja propia.';
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Pocas de estas experiencias',
  some: 'Algunas de estas experiencias',
  many: 'Muchas de estas experiencias',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'pocas',
  some: 'algunas',
  many: 'muchas',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Sus respuestas describen ${amount} de estas experiencias.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `Las respuestas de esta persona describen ${amount} de estas experiencias.`;

export const scoreOutOf = ({ max }: { max: number }) => ` de ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, en la franja «${level}»`;
export const yourScoreBand = ' (su puntuación)';
export const yourScore = 'Su puntuación';
