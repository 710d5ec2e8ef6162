/** The letter to the doctor in the Complete Report, in Spanish; see ../en/report-letter.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';
import type { CountryCode } from '../../report/countries.ts';
import type { LetterRoute } from '../../report/referral-letter.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const letterRoutes: Readonly<Record<CountryCode, LetterRoute>> = {
  DE: {
    addressee: 'mi médico de familia (Hausärztin o Hausarzt)',
    recipient: 'su médico de familia (Hausärztin o Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `una derivación (Überweisung) a una consulta especializada en psiquiatría y psicoterapia para una evaluación de ${topics}, con el código de reserva (Vermittlungscode) que permite al servicio de citas 116117 reservar la cita`,
  },
  FR: {
    addressee: 'mi médico de familia declarado (médecin traitant)',
    recipient: 'su médico de familia declarado (médecin traitant)',
    assessmentRequest: ({ topics }) =>
      `una derivación, dentro del circuito de atención coordinada (parcours de soins coordonnés), a psiquiatría o a un equipo que evalúe ${topics} en personas adultas`,
  },
  IT: {
    addressee: 'mi médico de familia (medico di medicina generale)',
    recipient: 'su médico de familia (medico di medicina generale)',
    assessmentRequest: ({ topics }) =>
      `su consejo sobre qué servicio de la autoridad sanitaria local evalúa ${topics} en personas adultas, y una derivación a ese servicio`,
  },
  ES: {
    addressee: 'mi médico de familia',
    recipient: 'su médico de familia',
    assessmentRequest: ({ topics }) =>
      `una derivación al centro de salud mental de adultos para una evaluación de ${topics}`,
  },
  NL: {
    addressee: 'mi médico de familia (huisarts)',
    recipient: 'su médico de familia (huisarts)',
    assessmentRequest: ({ topics }) =>
      `una derivación a la atención de salud mental (GGZ) para una evaluación de ${topics}`,
  },
  PL: {
    addressee: 'un médico psiquiatra (lekarz psychiatra) del NFZ',
    recipient: 'un médico psiquiatra (lekarz psychiatra) del NFZ',
    assessmentRequest: ({ topics }) => `una evaluación de ${topics} en personas adultas`,
  },
  BE: {
    addressee: 'mi médico de familia (huisarts / médecin généraliste)',
    recipient: 'su médico de familia (huisarts / médecin généraliste)',
    assessmentRequest: ({ topics }) =>
      `su consejo sobre qué servicios de mi región evalúan ${topics} en personas adultas, y una derivación cuando haga falta`,
  },
  SE: {
    addressee: 'mi centro de salud (vårdcentral)',
    recipient: 'su centro de salud (vårdcentral)',
    assessmentRequest: ({ topics }) =>
      `una derivación para una evaluación neuropsiquiátrica (neuropsykiatrisk utredning) de ${topics}`,
  },
  AT: {
    addressee: 'mi médico de familia (Hausärztin o Hausarzt)',
    recipient: 'su médico de familia (Hausärztin o Hausarzt)',
    assessmentRequest: ({ topics }) =>
      `una derivación (Überweisung) a una consulta especializada en psiquiatría para una evaluación de ${topics}`,
  },
  IE: {
    addressee: 'mi médico de familia',
    recipient: 'su médico de familia',
    assessmentRequest: ({ topics }) =>
      `una derivación al equipo local de salud mental comunitaria para adultos del HSE, para una evaluación de ${topics}`,
  },
  GB: {
    addressee: 'mi médico de familia',
    recipient: 'su médico de familia',
    assessmentRequest: ({ topics }) => `una derivación para una evaluación de ${topics} en la edad adulta`,
  },
};

export const letterRouteElsewhere: LetterRoute = {
  addressee: 'mi médico',
  recipient: 'su médico',
  assessmentRequest: ({ topics }) =>
    `una derivación para una evaluación de ${topics}, o su consejo sobre quién evalúa aquí a personas adultas`,
};

export const otherRequests: Readonly<Record<Exclude<ReportTopic, 'autism' | 'adhd'>, string>> = {
  sensory:
    'su consejo sobre si la terapia ocupacional podría ayudarme con mis necesidades sensoriales en el día a día',
  dyspraxia:
    'una derivación a fisioterapia o a terapia ocupacional, o su consejo sobre quién puede valorar las dificultades de coordinación en personas adultas',
  dyslexia: 'su consejo sobre dónde puede evaluarse la dislexia en una persona adulta, y cuánto costaría',
};

export const letterTopicWords: Readonly<Record<ReportTopic, string>> = {
  autism: 'autismo',
  adhd: 'TDAH',
  sensory: 'procesamiento sensorial',
  dyspraxia: 'dispraxia (TDC)',
  dyslexia: 'dislexia',
};
export const bothTopics = ({ first, second }: { first: string; second: string }) => `${first} y ${second}`;

export const letterFillIn: readonly string[] = ['Nombre', 'Fecha de nacimiento', 'Fecha'];
export const letterTo = ({ addressee }: { addressee: string }) => `A la atención de ${addressee}`;
export const letterSubject = ({ topics }: { topics: string }) => `Asunto: ${topics} en la edad adulta`;
export const letterOpening = 'Estimado doctor, estimada doctora:';
export const letterRequest = ({ request }: { request: string }) =>
  `Me gustaría pedirle ${request}. En mi día a día noto algunas de las experiencias que describo más abajo, y le agradecería la oportunidad de hablar de ellas con usted.`;
export const letterQuestionnaire = ({
  date,
  assessmentName,
  result,
}: {
  date: string;
  assessmentName: string;
  result: string;
}) =>
  `Para prepararme, el ${date} completé la autoevaluación «${assessmentName}» de Traitscope, un cuestionario de autoinforme. No es un diagnóstico ni un instrumento clínico validado. Mis respuestas: ${result}.`;
export const strongestAnswersIntro = 'Mis respuestas más marcadas:';
export const noStrongAnswers =
  'Ninguna de mis respuestas se inclinó claramente hacia las experiencias por las que se preguntaba.';
export const letterContextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Desde cuándo',
  areas: 'En qué ámbitos del día a día',
  example: 'Con mis propias palabras',
};
export const quotedWords = ({ words }: { words: string }) => `«${words}»`;
export const contextIsOwnAnswers =
  'Las líneas anteriores son mis propias respuestas a tres preguntas sobre cuándo empezó esto y en qué ámbitos me afecta. No son una historia clínica hecha en consulta.';
export const moreContextOnRequest = 'Puedo contarle más sobre cuándo empezó esto y en qué ámbitos me afecta.';
export const fullerReportOffer =
  'Tengo un informe más detallado, con mi respuesta a cada pregunta, y un resumen de dos páginas para el personal sanitario. Puedo llevárselos a la consulta o enviárselos.';
export const letterSignOff = 'Atentamente,';

export const rightToChooseBasis = ({ right }: { right: string }) =>
  `En Inglaterra, cuando el médico de familia deriva a una persona a un servicio especializado de salud mental, esa persona tiene el derecho legal de elegir qué proveedor la atiende (${right}).`;
export const appointmentServiceBasis = ({ service, law }: { service: string; law: string }) =>
  `Con un código de reserva (Vermittlungscode) en la derivación, el servicio de citas ${service} concierta una cita en una consulta especializada (${law}).`;
export const swedishGuidelinesBasis = ({ agency }: { agency: string }) =>
  `Las directrices nacionales de ${agency} sobre TDAH y autismo (2022, actualizadas en 2024) indican que las evaluaciones no deben retrasarse y que en ellas debe participar, como mínimo, personal médico y personal de psicología.`;
export const dutchReferralBasis = ({ law }: { law: string }) =>
  `Según la ${law}, la atención de salud mental (GGZ) solo se reembolsa tras una derivación, que puede hacer el médico de familia (huisarts).`;
export const polishNoReferralBasis =
  'Según el artículo 57, apartado 2, punto 7, de la Ley de 27 de agosto de 2004 sobre la asistencia sanitaria financiada con fondos públicos, no hace falta derivación para acudir a psiquiatría dentro del NFZ.';
export const germanAutismGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La guía alemana de nivel S3 sobre los trastornos del espectro autista (${guideline}, 2016) abarca su diagnóstico tanto en la edad adulta como en la infancia.`;
export const germanAdhdGuidelineBasis = ({ guideline }: { guideline: string }) =>
  `La guía alemana de nivel S3 sobre el TDAH (${guideline}, 2018) abarca su diagnóstico tanto en la edad adulta como en la infancia.`;
export const frenchAutismRecommendationBasis = ({ agency }: { agency: string }) =>
  `La recomendación de la ${agency} sobre el diagnóstico del autismo en adultos (julio de 2011) busca mejorar cómo se reconoce y se diagnostica el autismo en personas adultas.`;
export const dutchAutismGuidelineBasis = ({
  psychiatrists,
  psychologists,
}: {
  psychiatrists: string;
  psychologists: string;
}) =>
  `La guía multidisciplinar neerlandesa sobre el autismo en adultos (${psychiatrists} y ${psychologists}, 2013) describe cómo se diagnostica el autismo en personas adultas.`;
export const dutchAdhdBasis = ({ college }: { college: string }) =>
  `El Colegio Neerlandés de Medicina de Familia (${college}) afirma que el diagnóstico y el tratamiento del TDAH en adultos corresponden a la atención de salud mental (GGZ).`;
export const irishAutismProtocolBasis = ({ agency, protocol }: { agency: string; protocol: string }) =>
  `El ${protocol} del ${agency} (mayo de 2026) ofrece por primera vez a las personas adultas una vía estandarizada hacia una evaluación del autismo.`;
export const irishAdhdModelBasis = ({ agency, model }: { agency: string; model: string }) =>
  `Según el ${model} del ${agency} (2021), el médico de familia deriva al equipo de salud mental comunitaria para adultos para un cribado, y este equipo puede derivar a una consulta de TDAH para adultos.`;
export const niceAutismBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La guía ${guideline} del ${institute} recomienda plantearse una evaluación de posible autismo en personas adultas con dificultades persistentes en la interacción social o la comunicación, o con conductas rígidas y repetitivas, junto con dificultades, por ejemplo, en el trabajo, los estudios o las relaciones.`;
export const niceAdhdBasis = ({ institute, guideline }: { institute: string; guideline: string }) =>
  `La guía ${guideline} del ${institute} recomienda que las personas adultas con síntomas de TDAH y sin diagnóstico en la infancia sean derivadas, para su evaluación, a personal especializado en salud mental y formado en TDAH.`;
