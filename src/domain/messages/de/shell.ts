/**
 * The words of every page's frame in German, addressing the reader as Sie, the register of health information; see
 * ../en/shell.ts.
 * Written for this site and checked against the English, not yet read by a native-speaking reviewer.
 */
export const navMain = 'Hauptnavigation';
export const navHome = 'Startseite';
export const navPrivacyPolicy = 'Datenschutzerklärung';
export const footerAboutHeading = 'Über Traitscope';
export const footerAbout =
  'Ruhige, forschungsbasierte Selbsteinschätzungen, die Erwachsenen helfen, ihre neurodivergenten Merkmale zu verstehen und sich auf ein Gespräch mit einer Fachperson vorzubereiten.';
export const footerNotesHeading = 'Wichtige Hinweise';
export const footerNotDiagnostic =
  'Dies ist kein Diagnoseinstrument. Die Ergebnisse dienen nur zur Information.';
export const footerDiscussResults =
  'Bitte besprechen Sie Ihre Ergebnisse mit einer qualifizierten medizinischen Fachperson.';
export const footerAdultsOnly = 'Nur ab 18';
export const footerAdultsOnlyReason = ': Die Selbsteinschätzungen sind für Erwachsene geschrieben.';
export const footerContactHeading = 'Kontakt';
export const footerQuestions = 'Fragen oder Hilfe:';
export const footerReferQuestion = 'Kennen Sie jemanden, dem das nützen könnte?';
export const footerReferLink = 'Freunde einladen';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Rechtliches';
export const footerTerms = 'Nutzungsbedingungen';
export const footerYourData = 'Ihre Daten';
export const skipToContent = 'Zum Hauptinhalt springen';
export const readingButtonShort = 'Ansicht';
export const readingButtonRest = ' anpassen';
export const loadingPage = 'Wird geladen...';
export const errorTitle = 'Etwas ist schiefgegangen';
export const errorNewVersion = 'Eine neue Version der Seite ist verfügbar. Bitte laden Sie die Seite neu.';
export const errorNotShown =
  'Diese Seite konnte nicht angezeigt werden. Ihre Antworten bleiben in diesem Browser gespeichert; bitte versuchen Sie es erneut.';
export const reload = 'Neu laden';
export const returnHome = 'Zur Startseite';
export const languageLabel = 'Sprache';
