/** The words of an assessment's question screen in English (see shell.ts for how messages are kept). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
export const assessmentTranslationNote =
  'These questions were translated from English and checked by back-translation. They have not yet been reviewed by native-speaking clinicians.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Question ${number} of ${total}`;
export const answerMissing = 'Choose one of the answers above first, then press Next. Any answer is fine.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Keyboard: press 1 to ${count} to choose an answer, then Enter to go on.`;
export const lastQuestion = 'This is the last question: Next shows your results.';
export const previousQuestion = 'Previous';
export const nextQuestion = 'Next';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} complete`;
export const assessmentProgress = 'Assessment progress';
export const readQuestionAloud = 'Read the question aloud';
export const cancelAssessment = 'Cancel and return to home';
export const assessmentAdultsOnly = 'This assessment is designed for adults aged 18 and over.';
export const assessmentNotDiagnostic =
  'This is not a diagnostic tool. Your results are for information only and should be discussed with a qualified healthcare professional.';
export const assessmentSavedInBrowser =
  'Your answers are saved in this browser as you go, so you can come back and carry on later.';
export const processingAssessment = 'Processing your assessment...';
export const welcomeBack = 'Welcome back';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `We kept your ${count} ${plural(count, { one: 'answer', other: 'answers' })} in this browser, so you can carry on from question ${number}.`;
export const continueWhereLeftOff = 'Continue where I left off';
export const startOver = 'Start over';
export const finishedHeading = 'You have finished';
export const finishedText =
  'You answered every question, and your result is ready. Your answers are part of that result now, so there is nothing more to do here.';
export const seeYourResult = 'See your result';
export const takeAssessmentAgain = 'Take this assessment again';
export const factSource = 'Source:';
export const opensInNewTab = '(opens in a new tab)';
export const encouragementTitle = 'Keep Going!';
export const funFactTitle = 'Did you know?';
/** Shown in turn at the encouragement positions (domain/assessments/encouragement.ts). */
export const encouragements: readonly string[] = [
  'You are doing well. Take each question at your own pace.',
  'There are no right or wrong answers, only your own experience.',
  'Thank you for being honest with yourself.',
  'Every answer helps build a clearer picture of how you experience the world.',
  'It is fine to pause and take a breath whenever you need to.',
  'If you are unsure, choose the answer that fits you best. Every answer is fine.',
  'Reflecting on yourself takes effort. Well done for making the time.',
  'Think about how things usually are for you, not just how today feels.',
  'Being curious about yourself is a strength.',
  'Keep going. Your answers are worth the time you are giving them.',
];
/** The line under the progress bar, by how far the visitor is (domain/assessments/encouragement.ts). */
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'A good start. Take your time with each answer.',
  'first-quarter': 'Nice and steady. You are finding your rhythm.',
  halfway: 'Over halfway. There are no right or wrong answers.',
  'nearly-done': 'Almost there. Just a few questions left.',
  complete: 'All done. Thank you for taking the time.',
};
export const saveFailedTitle = 'Database Error';
export const saveFailed = "We couldn't save your assessment. Please try again.";
export const processFailedTitle = 'Assessment Error';
export const processFailed = 'There was a problem processing your assessment. Please try again.';
// An address that names no assessment, reached inside the site (the server answers such an address with the
// not-found page).
export const unknownAssessmentTitle = 'Assessment Not Found';
export const unknownAssessment = 'The requested assessment could not be found. Redirecting to home.';
export const redirectingHome = 'Redirecting to home...';
