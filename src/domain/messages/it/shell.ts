/**
 * The words of every page's frame in Italian, addressing the reader as lei (lower case, as modern usage has it), the
 * register of health information; see ../en/shell.ts.
 * Written for this site and checked against the English, not yet read by a native-speaking reviewer.
 */
export const navMain = 'Navigazione principale';
export const navHome = 'Home';
export const navPrivacyPolicy = 'Informativa sulla privacy';
export const footerAboutHeading = 'Informazioni su Traitscope';
export const footerAbout =
  'Autovalutazioni serene e basate sulla ricerca, che aiutano le persone adulte a capire i propri tratti neurodivergenti e a prepararsi a un colloquio con il personale sanitario.';
export const footerNotesHeading = 'Note importanti';
export const footerNotDiagnostic =
  'Questo non è uno strumento diagnostico. I risultati hanno solo scopo informativo.';
export const footerDiscussResults = 'Parli dei suoi risultati con personale sanitario qualificato.';
export const footerAdultsOnly = 'Solo maggiorenni';
export const footerAdultsOnlyReason = ': le autovalutazioni sono scritte per persone adulte.';
export const footerContactHeading = 'Contatti';
export const footerQuestions = 'Domande o assistenza:';
export const footerReferQuestion = 'Conosce qualcuno a cui potrebbe essere utile?';
export const footerReferLink = 'Inviti qualcuno';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Note legali';
export const footerTerms = 'Termini e condizioni';
export const footerYourData = 'I suoi dati';
export const skipToContent = 'Vai al contenuto principale';
export const readingButtonShort = 'Preferenze';
export const readingButtonRest = ' di lettura';
export const loadingPage = 'Caricamento…';
export const errorTitle = 'Qualcosa è andato storto';
export const errorNewVersion = 'È disponibile una nuova versione del sito. Ricarichi la pagina.';
export const errorNotShown =
  'Non è stato possibile mostrare questa pagina. Le sue risposte restano salvate in questo browser; riprovi.';
export const reload = 'Ricarica';
export const returnHome = 'Torna alla home';
export const languageLabel = 'Lingua';
