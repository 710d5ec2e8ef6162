/**
 * The words of every page's frame in Spanish, addressing the reader as usted, the register of health information; see
 * ../en/shell.ts.
 * Written for this site and checked against the English, not yet read by a native-speaking reviewer.
 */
export const navMain = 'Navegación principal';
export const navHome = 'Inicio';
export const navPrivacyPolicy = 'Política de privacidad';
export const footerAboutHeading = 'Sobre Traitscope';
export const footerAbout =
  'Autoevaluaciones tranquilas y basadas en la investigación que ayudan a las personas adultas a comprender sus rasgos neurodivergentes y a preparar una conversación en consulta.';
export const footerNotesHeading = 'Avisos importantes';
export const footerNotDiagnostic =
  'Esta no es una herramienta de diagnóstico. Los resultados son solo informativos.';
export const footerDiscussResults = 'Por favor, comente sus resultados con personal sanitario cualificado.';
export const footerAdultsOnly = 'Solo mayores de 18 años';
export const footerAdultsOnlyReason = ': las autoevaluaciones están escritas para personas adultas.';
export const footerContactHeading = 'Contacto';
export const footerQuestions = 'Preguntas o ayuda:';
export const footerReferQuestion = '¿Conoce a alguien a quien esto le podría ser útil?';
export const footerReferLink = 'Invite a sus amistades';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Información legal';
export const footerTerms = 'Condiciones';
export const footerYourData = 'Sus datos';
export const skipToContent = 'Saltar al contenido principal';
export const readingButtonShort = 'Ajustes';
export const readingButtonRest = ' de lectura';
export const loadingPage = 'Cargando…';
export const errorTitle = 'Algo ha salido mal';
export const errorNewVersion = 'Hay una nueva versión del sitio. Vuelva a cargar la página.';
export const errorNotShown =
  'No se ha podido mostrar esta página. Sus respuestas se conservan en este navegador; inténtelo de nuevo.';
export const reload = 'Volver a cargar';
export const returnHome = 'Volver al inicio';
export const languageLabel = 'Idioma';
