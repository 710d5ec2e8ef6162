/** The words of an assessment's question screen in German, addressing the reader as Sie (see shell.ts). */
export const assessmentTranslationNote =
  'Diese Fragen wurden aus dem Englischen übersetzt und durch Rückübersetzung geprüft. Eine Durchsicht durch muttersprachliche klinische Fachleute steht noch aus.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Frage ${number} von ${total}`;
export const answerMissing =
  'Wählen Sie zuerst eine der Antworten oben und drücken Sie dann auf „Weiter“. Jede Antwort ist in Ordnung.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Tastatur: Drücken Sie 1 bis ${count}, um eine Antwort zu wählen, und dann die Eingabetaste, um fortzufahren.`;
export const lastQuestion = 'Dies ist die letzte Frage: „Weiter“ zeigt Ihre Ergebnisse.';
export const previousQuestion = 'Zurück';
export const nextQuestion = 'Weiter';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} erledigt`;
export const assessmentProgress = 'Fortschritt der Selbsteinschätzung';
export const readQuestionAloud = 'Frage vorlesen';
export const cancelAssessment = 'Abbrechen und zur Startseite';
export const assessmentAdultsOnly = 'Diese Selbsteinschätzung ist für Erwachsene ab 18 Jahren gedacht.';
export const assessmentNotDiagnostic =
  'Dies ist kein Diagnoseinstrument. Ihre Ergebnisse dienen nur zur Information und sollten mit einer qualifizierten medizinischen Fachperson besprochen werden.';
export const assessmentSavedInBrowser =
  'Ihre Antworten werden beim Ausfüllen in diesem Browser gespeichert, sodass Sie später weitermachen können.';
export const processingAssessment = 'Ihre Selbsteinschätzung wird ausgewertet …';
