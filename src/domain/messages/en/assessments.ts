/** The words of an assessment's question screen in English (see shell.ts for how messages are kept). */
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
