/** The words of an assessment's question screen in German, addressing the reader as Sie (see shell.ts). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
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
export const welcomeBack = 'Willkommen zurück';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `Wir haben ${plural(count, { one: 'Ihre Antwort', other: `Ihre ${count} Antworten` }, 'de')} in diesem Browser gespeichert. Sie können bei Frage ${number} weitermachen.`;
export const continueWhereLeftOff = 'Dort weitermachen, wo ich aufgehört habe';
export const startOver = 'Neu beginnen';
export const finishedHeading = 'Sie sind fertig';
export const finishedText =
  'Sie haben alle Fragen beantwortet, und Ihr Ergebnis liegt vor. Ihre Antworten sind jetzt Teil dieses Ergebnisses, hier ist also nichts mehr zu tun.';
export const seeYourResult = 'Ihr Ergebnis ansehen';
export const takeAssessmentAgain = 'Diese Selbsteinschätzung noch einmal machen';
export const factSource = 'Quelle:';
export const opensInNewTab = '(öffnet in einem neuen Tab)';
export const encouragementTitle = 'Weiter so!';
export const funFactTitle = 'Schon gewusst?';
export const encouragements: readonly string[] = [
  'Das machen Sie gut. Nehmen Sie sich für jede Frage die Zeit, die Sie brauchen.',
  'Es gibt keine richtigen oder falschen Antworten, nur Ihre eigene Erfahrung.',
  'Danke, dass Sie ehrlich zu sich selbst sind.',
  'Jede Antwort hilft, ein klareres Bild davon zu bekommen, wie Sie die Welt erleben.',
  'Sie können jederzeit eine Pause machen und durchatmen, wann immer Sie es brauchen.',
  'Wenn Sie unsicher sind, wählen Sie die Antwort, die am besten zu Ihnen passt. Jede Antwort ist in Ordnung.',
  'Über sich selbst nachzudenken kostet Kraft. Schön, dass Sie sich die Zeit nehmen.',
  'Denken Sie daran, wie es Ihnen gewöhnlich geht, nicht nur daran, wie sich der heutige Tag anfühlt.',
  'Neugier auf sich selbst ist eine Stärke.',
  'Machen Sie weiter. Ihre Antworten sind die Zeit wert, die Sie ihnen geben.',
];
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'Ein guter Anfang. Lassen Sie sich bei jeder Antwort Zeit.',
  'first-quarter': 'Schön gleichmäßig. Sie finden Ihren Rhythmus.',
  halfway: 'Mehr als die Hälfte geschafft. Es gibt keine richtigen oder falschen Antworten.',
  'nearly-done': 'Fast geschafft. Nur noch wenige Fragen.',
  complete: 'Alles erledigt. Danke, dass Sie sich die Zeit genommen haben.',
};
export const saveFailedTitle = 'Speichern nicht möglich';
export const saveFailed =
  'Wir konnten Ihre Selbsteinschätzung nicht speichern. Ihre Antworten sind noch da: Bitte versuchen Sie es erneut.';
export const processFailedTitle = 'Auswertung nicht möglich';
export const processFailed =
  'Bei der Auswertung Ihrer Selbsteinschätzung ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.';
export const unknownAssessmentTitle = 'Selbsteinschätzung nicht gefunden';
export const unknownAssessment =
  'Die gesuchte Selbsteinschätzung wurde nicht gefunden. Sie werden zur Startseite weitergeleitet.';
export const redirectingHome = 'Weiterleitung zur Startseite...';
