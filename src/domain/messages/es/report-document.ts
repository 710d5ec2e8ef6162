/** The Complete Report's page words in Spanish; see ../en/report-document.ts. */
import { plural } from '../../locale/locale.ts';

export const quoted = ({ text }: { text: string }) => `«${text}»`;

export const documentKeywords = 'autoevaluación, rasgos neurodivergentes, informe, no es un diagnóstico';
export const footerTitle = 'Traitscope · Informe completo';
export const footerQuestions = ({ email }: { email: string }) => `¿Preguntas? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Página ${page} de ${total}`;

export const coverBookmark = 'Portada';
export const coverTitle = 'Su Informe completo';
export const completedOn = 'Fecha de realización';
export const orderReference = 'Referencia del pedido';
export const keepInMind = 'Tenga en cuenta';
export const howToUse = 'Cómo usar este informe';
export const whatIsInside = 'Contenido';

export const continued = ({ section }: { section: string }) => `${section} · continuación`;
export const appendixEyebrow = ({ number }: { number: number }) => `Sección ${number} · para consulta`;

export const overallResult = 'Su resultado global';
export const yourProfile = 'Su perfil';
export const scoredInReverse = 'puntuación invertida';
export const yourRange = 'su rango';

export const whatItMeans = 'Qué significa';
export const whatItDoesNotMean = 'Qué no significa';
export const meaningContext =
  'Muchas cosas influyen en cómo se responde a un cuestionario como este: el estado de ánimo, el estrés, el cansancio y las estrategias que usted ha ido desarrollando con los años. Su resultado es un punto de partida para reflexionar, no una etiqueta.';

export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'pregunta', other: 'preguntas' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` de ${max}`;

export const yourAnswer = 'Su respuesta:';
export const reverseScored = 'puntuación invertida';

export const retestThemeColumn = 'Tema (puntuación media por ítem, de 0 a 4)';
export const thenLabel = 'Antes';
export const nowLabel = 'Ahora';
export const changeLabel = 'Cambio';

export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · Basada en: ${sources}`;

export const resourcesIntro =
  'Las asociaciones nacionales ofrecen información fiable, apoyo entre iguales y conocimiento de la situación local; a menudo las dirigen personas con experiencia propia. Sus sitios web cambian de vez en cuando; si busca el nombre de una organización, encontrará sus páginas actuales.';
export const otherCountriesInAppendix = 'Encontrará otros países en el anexo, al final de este informe.';
export const homeCountryHeading = 'Donde vive';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `Para su país (${country}), este informe no menciona ninguna organización sobre estos rasgos. En el anexo encontrará organizaciones de otros países, y puede que su médico conozca algún grupo local.`;
export const byCountry = 'Por países';
export const acrossEurope = 'En toda Europa';

export const referralIntro =
  'Si desea una valoración profesional, el primer paso habitual es su médico de familia (atención primaria). A continuación encontrará quién suele evaluar estos rasgos, cómo prepararse y qué vía ofrece la sanidad pública en cada país. Los servicios y los tiempos de espera cambian, así que compruebe los detalles en su lugar de residencia.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `Si desea una valoración profesional, el primer paso habitual es su médico de familia (atención primaria). A continuación encontrará quién suele evaluar estos rasgos, cómo prepararse y qué vía ofrece la sanidad pública en su país (${country}). ${otherCountriesInAppendix} Los servicios y los tiempos de espera cambian, así que compruebe los detalles en su lugar de residencia.`;
export const routesByCountry = 'Vías por países';
export const whoUsuallyAssesses = 'Quién suele evaluar';
export const preparingForAppointment = 'Cómo preparar su cita';
export const firstStep = 'Primer paso:';
export const otherCountries = 'Otros países';

export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · para compartir, si lo desea`;
export const providerThemesHeading = 'Resultados por tema (puntuación media por ítem, de 0 a 4)';
export const itemCount = ({ count }: { count: number }) =>
  `${count} ${plural(count, { one: 'ítem', other: 'ítems' })}`;
export const aboutQuestionnaire = 'Sobre este cuestionario.';
export const instrumentsToConsider = 'Instrumentos validados que puede tener en cuenta:';
export const personReports = 'Lo que describe la persona';
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} de ${total} ítems puntuados con 3 o 4 puntos; todas las respuestas en ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) =>
  `Ítems con las respuestas más marcadas (${counts}):`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `Ningún ítem se respondió en la dirección del rasgo (${counts}).`;
export const inTheirOwnWords = 'En sus propias palabras';

export const signature = 'Firma';
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `A «${statement}» respondí: ${answer}`;

export const hereToHelp = 'Estamos aquí para ayudarle';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `Si algo de este informe no está claro, o tiene problemas con el archivo, escríbanos a ${email}. Indique su referencia de pedido: ${reference}.`;

export const helpNowTitle = 'Si necesita ayuda ahora';
export const highStrain =
  'Algunas de sus respuestas describen mucha sobrecarga o agotamiento. No tiene por qué afrontarlo en soledad.';
export const emergencyCallBefore =
  'Este informe no es un servicio de emergencias. Si se siente en peligro o cree que no puede mantenerse a salvo, llame al ';
export const emergencyCallAfter = ({ description }: { description: string }) => `, ${description}.`;
export const ukEmergencyBefore = ' En el Reino Unido también puede llamar al ';
export const ukEmergencyAfter = '.';
export const listeningLines =
  'Si quiere hablar con alguien, estas líneas de escucha atienden llamadas en los países que cubre este informe.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Números comprobados en ${month}. En otros lugares, llame a su número de emergencias local.`;

export const aboutThisReport = 'Sobre este informe';
export const sources = 'Fuentes';
