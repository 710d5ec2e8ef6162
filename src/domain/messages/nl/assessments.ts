/** The words of an assessment's question screen in Dutch, addressing the reader as u (see shell.ts). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
export const assessmentTranslationNote =
  'Deze vragen zijn vertaald uit het Engels en gecontroleerd met een terugvertaling. Ze zijn nog niet nagelezen door clinici met Nederlands als moedertaal.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Vraag ${number} van ${total}`;
export const answerMissing =
  'Kies eerst een van de antwoorden hierboven en druk dan op “Volgende”. Elk antwoord is goed.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Toetsenbord: druk op 1 tot en met ${count} om een antwoord te kiezen, en daarna op Enter om verder te gaan.`;
export const lastQuestion = 'Dit is de laatste vraag: met “Volgende” ziet u uw resultaten.';
export const previousQuestion = 'Vorige';
export const nextQuestion = 'Volgende';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} voltooid`;
export const assessmentProgress = 'Voortgang van de zelfinschatting';
export const readQuestionAloud = 'Vraag voorlezen';
export const cancelAssessment = 'Stoppen en terug naar de startpagina';
export const assessmentAdultsOnly = 'Deze zelfinschatting is bedoeld voor volwassenen van 18 jaar en ouder.';
export const assessmentNotDiagnostic =
  'Dit is geen diagnostisch hulpmiddel. Uw resultaten zijn alleen bedoeld ter informatie. Bespreek ze met een gekwalificeerde zorgverlener.';
export const assessmentSavedInBrowser =
  'Uw antwoorden worden tijdens het invullen in deze browser bewaard. Zo kunt u later terugkomen en verdergaan.';
export const processingAssessment = 'Uw zelfinschatting wordt verwerkt…';
export const welcomeBack = 'Welkom terug';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `We hebben ${plural(count, { one: 'uw antwoord', other: `uw ${count} antwoorden` }, 'nl')} in deze browser bewaard. U kunt verdergaan bij vraag ${number}.`;
export const continueWhereLeftOff = 'Verdergaan waar ik was gebleven';
export const startOver = 'Opnieuw beginnen';
export const finishedHeading = 'U bent klaar';
export const finishedText =
  'U heeft alle vragen beantwoord, en uw resultaat is klaar. Uw antwoorden zijn nu een deel van dat resultaat. U hoeft hier dus niets meer te doen.';
export const seeYourResult = 'Uw resultaat bekijken';
export const takeAssessmentAgain = 'Deze zelfinschatting opnieuw invullen';
export const factSource = 'Bron:';
export const opensInNewTab = '(opent in een nieuw tabblad)';
export const encouragementTitle = 'Ga zo door!';
export const funFactTitle = 'Wist u dit?';
export const encouragements: readonly string[] = [
  'Het gaat goed. Neem voor elke vraag de tijd die u nodig heeft.',
  'Er zijn geen goede of foute antwoorden, alleen uw eigen ervaring.',
  'Dank u dat u eerlijk bent tegenover uzelf.',
  'Elk antwoord helpt om een duidelijker beeld te krijgen van hoe u de wereld beleeft.',
  'U mag altijd even pauzeren en rustig ademhalen als u dat nodig heeft.',
  'Twijfelt u? Kies dan het antwoord dat het best bij u past. Elk antwoord is goed.',
  'Over uzelf nadenken kost moeite. Fijn dat u er de tijd voor neemt.',
  'Denk aan hoe het meestal voor u is, niet alleen aan hoe u zich vandaag voelt.',
  'Nieuwsgierig zijn naar uzelf is een sterke kant.',
  'Ga gerust door. Uw antwoorden zijn de tijd waard die u eraan geeft.',
];
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'Een goed begin. Neem de tijd voor elk antwoord.',
  'first-quarter': 'Rustig en gestaag. U vindt uw ritme.',
  halfway: 'Meer dan halverwege. Er zijn geen goede of foute antwoorden.',
  'nearly-done': 'Bijna klaar. Nog maar een paar vragen.',
  complete: 'Helemaal klaar. Dank u dat u de tijd heeft genomen.',
};
export const saveFailedTitle = 'Opslaan niet gelukt';
export const saveFailed = 'We konden uw zelfinschatting niet opslaan. Probeer het opnieuw.';
export const processFailedTitle = 'Verwerken niet gelukt';
export const processFailed =
  'Er ging iets mis bij het verwerken van uw zelfinschatting. Probeer het opnieuw.';
export const unknownAssessmentTitle = 'Zelfinschatting niet gevonden';
export const unknownAssessment =
  'De zelfinschatting die u zoekt, is niet gevonden. U gaat nu naar de startpagina.';
export const redirectingHome = 'U gaat naar de startpagina…';
