/** The three optional questions after an assessment, in German; see ../en/result-context.ts. */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Seit der Kindheit',
  teens: 'Seit meiner Jugend',
  adulthood: 'Erst im Erwachsenenalter',
  'not-sure': 'Ich bin nicht sicher',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Arbeit oder Studium',
  home: 'Zuhause',
  relationships: 'Beziehungen',
  health: 'Gesundheit',
  money: 'Geld',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'Ein wenig',
  'quite-a-lot': 'Ziemlich stark',
  'a-great-deal': 'Sehr stark',
};
export const onsetHeading = 'Seit wann bemerken Sie diese Erfahrungen?';
export const areasHeading = 'Wo wirken sie sich in Ihrem Alltag aus, und wie stark?';
export const exampleHeading = 'Ein Beispiel, in Ihren eigenen Worten';
export const notSaved =
  'Ihre Antworten konnten gerade nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Freiwillige Frage ${number} von ${total}`;
export const areasHint = 'Kreuzen Sie an, was zutrifft, und sagen Sie dann jeweils, wie stark.';
export const howMuchFor = ({ area }: { area: string }) => `Wie stark, im Bereich ${area}`;
export const sayHowMuch = ({ area }: { area: string }) =>
  `Sagen Sie, wie stark es den Bereich ${area} betrifft, oder entfernen Sie das Häkchen.`;
export const exampleHint =
  'Ein Moment, in dem diese Erfahrungen etwas schwerer oder leichter gemacht haben. Einfache Worte genügen.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} von ${max} Zeichen`;
export const escapeHint = 'Tastatur: Drücken Sie Esc, um diese Frage zu überspringen.';
export const saving = 'Wird gespeichert …';
export const save = 'Meine Antworten speichern';
export const next = 'Weiter';
export const skipQuestion = 'Diese Frage überspringen';
export const whatTheyAreFor =
  'Wenn Sie den vollständigen Bericht kaufen, zitieren seine Seiten für eine Fachperson, was Sie hier sagen, als Ihre eigenen Worte. Sie können jede Frage überspringen, auch alle.';
export const loadingQuestions = 'Die Fragen werden geladen …';
export const stepHeading = 'Ihre Antworten sind gespeichert · drei freiwillige Fragen';
export const skipToResults = 'Weiter zu meinen Ergebnissen';
export const offerHeading = 'Hintergrund für eine Fachperson (freiwillig)';
export const thankYou =
  'Vielen Dank. Ihre Antworten sind mit diesem Ergebnis gespeichert, und der vollständige Bericht zitiert sie.';
export const offerIntro = 'Drei kurze Fragen: seit wann, wo im Alltag, und ein Beispiel.';
export const answerThree = 'Drei freiwillige Fragen beantworten';
