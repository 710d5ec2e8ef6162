/**
 * The interface's words in English, one export per message: the source every other language translates
 * (messages.ts holds each language to these names and shapes). A message with a value in it is a function of
 * that value. Pages import the language of their build as `#messages` (vite.config.ts); the server, which writes
 * every language, takes them from `messagesIn(language)`.
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
export const assessmentTranslationNote =
  'These questions were translated from English and checked by back-translation. They have not yet been reviewed by native-speaking clinicians.';
