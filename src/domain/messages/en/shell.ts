/**
 * The words of every page's frame in English (the header, the footer): the source every other language translates.
 * One module per capability, so that a page's chunk carries its own words and the entry only the frame's. Each
 * message is one export; a message with a value in it is a function of that value. Pages import their build's
 * language as `#messages/<module>` (vite.config.ts); what writes in any language takes them from `MESSAGES`
 * (../messages.ts), which holds every language to these names and shapes.
 */
export const navMain = 'Main';
export const navHome = 'Home';
export const navPrivacyPolicy = 'Privacy Policy';
export const footerAboutHeading = 'About Traitscope';
export const footerAbout =
  'Calm, research-based self-assessments that help adults understand their neurodivergent traits and prepare for a conversation with a professional.';
export const footerNotesHeading = 'Important notes';
export const footerNotDiagnostic = 'This is not a diagnostic tool. Results are for information only.';
export const footerDiscussResults = 'Please discuss your results with a qualified healthcare professional.';
export const footerAdultsOnly = '18+ Only';
export const footerAdultsOnlyReason = ': the assessments are written for adults.';
export const footerContactHeading = 'Contact';
export const footerQuestions = 'Questions or support:';
export const footerReferQuestion = 'Know someone who might find this useful?';
export const footerReferLink = 'Refer friends';
export const footerCopyright = ({ year }: { year: number }) => `© ${year} Traitscope`;
export const footerLegal = 'Legal';
export const footerTerms = 'Terms';
export const footerYourData = 'Your data';
export const skipToContent = 'Skip to main content';
/** The header's reading preferences button: the first part alone on a phone, both on a larger screen. */
export const readingButtonShort = 'Reading';
export const readingButtonRest = ' preferences';
/** What shows while a page's code loads on the way to it. */
export const loadingPage = 'Loading...';
// When a page fails to load or render (components/layout/error-boundary.tsx).
export const errorTitle = 'Something went wrong';
export const errorNewVersion = 'A new version of the site is available. Please reload the page.';
export const errorNotShown =
  'This page could not be shown. Your answers are kept in this browser; please try again.';
export const reload = 'Reload';
export const returnHome = 'Return to Home';
/** The language switcher in the header and the footer. */
export const languageLabel = 'Language';
