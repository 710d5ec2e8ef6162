/** The Complete Report's own words in Spanish; see ../en/report.ts. */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'Este informe no es un diagnóstico. Describe sus respuestas a un cuestionario de autoevaluación, para su propia información. Solo el personal sanitario cualificado puede evaluar y diagnosticar el autismo, el TDAH, la dispraxia, la dislexia o cualquier otra afección.';

export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'Sus resultados de un vistazo',
  meaning: 'Qué significa su resultado',
  constructs: 'Sus resultados por temas',
  snapshot: 'Sus respuestas, pregunta a pregunta',
  strengths: 'Sus puntos fuertes',
  strategies: 'Estrategias prácticas',
  resources: 'Organizaciones que pueden ayudarle',
  referral: 'Cómo pedir una evaluación profesional',
  provider: 'Resumen para el personal sanitario',
  letter: 'Una carta para llevar a su médico',
  'work-note': 'Una nota para el trabajo o los estudios',
  'next-steps': 'Próximos pasos',
  appendix: 'Apéndice: otros países',
};

export const sectionNumber = ({ number }: { number: number }) => `Sección ${number}`;

export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope – Informe completo: ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Informe de la autoevaluación «${assessment}», realizada el ${date}. No es un diagnóstico.`;

export const howToUseInAnyOrder =
  'Léalo en el orden que prefiera, una sección cada vez. No hace falta asimilarlo todo de una vez.';
export const howToUseWhatResultsSay =
  'Los resultados describen cuántas de las experiencias por las que se preguntaba se reflejan en sus respuestas. No dicen nada sobre su valía, su inteligencia ni su potencial.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `Si tiene una cita, lleve todo el informe o solo las páginas ${first} y ${second}: resumen su resultado y sus respuestas para quien le atienda en consulta.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `La página ${page} es una carta dirigida a ${recipient}, lista para firmar. También va adjunta al correo electrónico como un PDF aparte, para que pueda imprimirla sola.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `La página ${page} es una nota que puede entregar en su trabajo o en su centro de estudios, si así lo decide: lo que le resulta más difícil y lo que podría ayudar, sin mencionar ningún diagnóstico.`;

export const overallScoreTitle = 'Su puntuación global';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Cada barra abarca todas las puntuaciones posibles; la marca indica dónde se sitúa la suya. ${howToReadTheBands}`;

export const constructExplanation =
  'Cada tema agrupa las preguntas sobre un mismo tipo de experiencia. La barra muestra su respuesta media en ese tema, de 0 a 4: un número más alto significa que reconoció más de esas experiencias. Las preguntas de puntuación invertida se cuentan al revés.';

export const snapshotExplanation =
  'Aquí tiene cada afirmación en el orden en que la vio, con la respuesta que eligió. Las preguntas marcadas como «puntuación invertida» están redactadas de modo que estar de acuerdo indica menos de los rasgos por los que se pregunta; cuentan como 4 menos su respuesta.';
export const notAnswered = 'Sin respuesta';

export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} de estas experiencias`;

export const strengthsIntro =
  'Los rasgos que exigen esfuerzo en algunas situaciones suelen ir unidos a verdaderos puntos fuertes en otras. Estos son los que sugieren sus respuestas; usted sabrá mejor cuáles encajan con su caso.';

export const strategiesIntro =
  'Estas ideas proceden de la investigación y de la experiencia de personas adultas neurodivergentes. No hace falta que las pruebe todas: elija una o dos que le parezcan asumibles y adáptelas a su vida.';
export const strategiesChosenNote =
  'Se han elegido para los temas en los que sus respuestas fueron más altas, y en cada tema figura una de sus respuestas que llevó a elegirlo.';
export const strategiesToppedUpNote = `${strategiesChosenNote} Al final se añaden algunas ideas generales que a muchas personas les resultan útiles.`;
export const strategiesGeneralNote =
  'Sus respuestas no se inclinaron hacia las experiencias de ningún tema en concreto. Por eso, estas son ideas generales que a muchas personas les resultan útiles.';
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Porque respondió «${answer}» a «${statement}»`;
export const moreIdeasHeading = 'Más ideas para probar';
export const startingIdeasHeading = 'Ideas para empezar';

export const retestTitle = 'Qué ha cambiado desde la vez anterior';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `Ya hizo esta autoevaluación el ${earlier}, con las mismas preguntas. Aquí puede ver cómo se comparan sus respuestas del ${date}.`;
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'Una respuesta ha cambiado', other: `${count} respuestas han cambiado` }, 'es')} en dos niveles o más:`;

export const appendixIntro =
  'Este apéndice recoge las organizaciones y las vías de evaluación de los demás países que abarca este informe, por si se muda o quiere ayudar a alguien que vive en otro lugar.';

export const aboutThisReport =
  'Los cuestionarios de Traitscope están escritos para personas adultas y se basan en investigaciones publicadas sobre cada conjunto de rasgos, pero la redacción es nuestra y no se han validado como herramientas de diagnóstico. Sus respuestas pueden verse influidas por su estado de ánimo, el estrés, el cansancio y las estrategias que ya utiliza. Una evaluación profesional tiene en cuenta toda su historia y también otras posibles explicaciones.';

export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, con actualización en ${updated}`;
export const dyspraxiaOverviewAbout =
  'cómo puede afectar la dispraxia a las personas adultas en el trabajo y qué puede ayudar';
export const movementMattersAbout =
  'la federación del Reino Unido que agrupa a las entidades sobre TDC/dispraxia';
export const employerLeaflet = 'un folleto informativo para empresas';
export const edaMembers = '40 organizaciones miembro en 24 países europeos';

export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Atención y concentración',
  'Attention and follow-through': 'Atención y constancia',
  'Body signals': 'Señales del cuerpo',
  'Childhood experience': 'Experiencias en la infancia',
  'Coordination and balance': 'Coordinación y equilibrio',
  'Detail and senses': 'Detalles y sentidos',
  'Detail focus': 'Atención a los detalles',
  'Emotional regulation': 'Regulación emocional',
  'Fine motor skills': 'Motricidad fina',
  'Focused interests': 'Intereses intensos',
  'Follow-through': 'Terminar lo que se empieza',
  'Getting organised': 'Organizarse',
  Impulsivity: 'Impulsividad',
  'Literal language': 'Comprensión literal del lenguaje',
  'Organisation and memory': 'Organización y memoria',
  'Overload and recovery': 'Sobrecarga y recuperación',
  Reading: 'Lectura',
  Restlessness: 'Inquietud',
  'Routine and change': 'Rutinas y cambios',
  'School experience': 'Experiencias en la escuela',
  'Sensation seeking': 'Búsqueda de sensaciones',
  'Sensory experiences': 'Experiencias sensoriales',
  'Sensory sensitivity': 'Sensibilidad sensorial',
  'Social communication': 'Comunicación social',
  'Social intuition': 'Intuición social',
  'Social masking': 'Enmascaramiento social',
  'Sounds and sequences': 'Sonidos y secuencias',
  'Spatial judgement': 'Percepción espacial',
  'Spelling and writing': 'Ortografía y escritura',
  'Verbal memory': 'Memoria verbal',
};
