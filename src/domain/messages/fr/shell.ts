/**
 * The words of every page's frame in French, addressing the reader as vous, the register of health information; see
 * ../en/shell.ts.
 * Written for this site and checked against the English, not yet read by a native-speaking reviewer.
 */
export const navMain = 'Navigation principale';
export const navHome = 'Accueil';
export const navPrivacyPolicy = 'Politique de confidentialité';
export const footerAboutHeading = 'À propos de Traitscope';
export const footerAbout =
  'Des auto-évaluations calmes et fondées sur la recherche, qui aident les adultes à comprendre leurs traits neurodivergents et à préparer un échange avec une personne qualifiée.';
export const footerNotesHeading = 'Informations importantes';
export const footerNotDiagnostic =
  'Ceci n’est pas un outil de diagnostic. Les résultats sont donnés à titre d’information uniquement.';
export const footerDiscussResults =
  'Veuillez parler de vos résultats avec une personne qualifiée du domaine de la santé.';
export const footerAdultsOnly = '18 ans et plus';
export const footerAdultsOnlyReason = ' : les auto-évaluations sont écrites pour les adultes.';
export const footerContactHeading = 'Contact';
export const footerQuestions = 'Questions ou aide :';
export const footerReferQuestion = 'Vous connaissez quelqu’un à qui cela pourrait être utile ?';
export const footerReferLink = 'Inviter des proches';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Informations légales';
export const footerTerms = 'Conditions générales';
export const footerYourData = 'Vos données';
export const skipToContent = 'Aller au contenu principal';
export const readingButtonShort = 'Affichage';
export const readingButtonRest = ' et lecture';
export const loadingPage = 'Chargement…';
export const errorTitle = 'Un problème est survenu';
export const errorNewVersion = 'Une nouvelle version du site est disponible. Veuillez recharger la page.';
export const errorNotShown =
  'Cette page n’a pas pu s’afficher. Vos réponses restent conservées dans ce navigateur ; veuillez réessayer.';
export const reload = 'Recharger';
export const returnHome = 'Retour à l’accueil';
export const languageLabel = 'Langue';
