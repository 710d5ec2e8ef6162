/**
 * The words of every page's frame in Dutch, addressing the reader as u, the register of health information; see
 * ../en/shell.ts.
 * Written for this site and checked against the English, not yet read by a native-speaking reviewer.
 */
export const navMain = 'Hoofdmenu';
export const navHome = 'Startpagina';
export const navPrivacyPolicy = 'Privacyverklaring';
export const footerAboutHeading = 'Over Traitscope';
export const footerAbout =
  'Rustige, op onderzoek gebaseerde zelfinschattingen. Ze helpen volwassenen hun neurodivergente kenmerken te begrijpen en een gesprek met een zorgverlener voor te bereiden.';
export const footerNotesHeading = 'Belangrijk om te weten';
export const footerNotDiagnostic =
  'Dit is geen diagnostisch instrument. De resultaten zijn alleen bedoeld als informatie.';
export const footerDiscussResults = 'Bespreek uw resultaten met een bevoegde zorgverlener.';
export const footerAdultsOnly = 'Alleen 18+';
export const footerAdultsOnlyReason = ': de zelfinschattingen zijn geschreven voor volwassenen.';
export const footerContactHeading = 'Contact';
export const footerQuestions = 'Vragen of hulp:';
export const footerReferQuestion = 'Kent u iemand voor wie dit nuttig kan zijn?';
export const footerReferLink = 'Vrienden uitnodigen';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Juridisch';
export const footerTerms = 'Voorwaarden';
export const footerYourData = 'Uw gegevens';
export const skipToContent = 'Naar de hoofdinhoud';
export const readingButtonShort = 'Weergave';
export const readingButtonRest = ' aanpassen';
export const loadingPage = 'Laden…';
export const errorTitle = 'Er ging iets mis';
export const errorNewVersion = 'Er is een nieuwe versie van de website. Laad de pagina opnieuw.';
export const errorNotShown =
  'Deze pagina kon niet worden getoond. Uw antwoorden blijven bewaard in deze browser; probeer het opnieuw.';
export const reload = 'Opnieuw laden';
export const returnHome = 'Naar de startpagina';
export const languageLabel = 'Taal';
