/** The words of an assessment's question screen in Italian, addressing the reader as lei (see shell.ts). */
import type { ProgressBand } from '../../assessments/encouragement.ts';
import { plural } from '../../locale/locale.ts';
export const assessmentTranslationNote =
  'Queste domande sono state tradotte dall’inglese e verificate con una retrotraduzione. Non sono ancora state riviste da personale clinico di madrelingua italiana.';

export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Domanda ${number} di ${total}`;
export const answerMissing =
  'Prima scelga una delle risposte qui sopra, poi prema «Avanti». Qualsiasi risposta va bene.';
export const keyboardHint = ({ count }: { count: number }) =>
  `Tastiera: prema un tasto da 1 a ${count} per scegliere una risposta, poi Invio per continuare.`;
export const lastQuestion = 'Questa è l’ultima domanda: «Avanti» mostra i suoi risultati.';
export const previousQuestion = 'Indietro';
export const nextQuestion = 'Avanti';
export const percentComplete = ({ percent }: { percent: string }) => `${percent} completato`;
export const assessmentProgress = 'Avanzamento dell’autovalutazione';
export const readQuestionAloud = 'Leggi la domanda ad alta voce';
export const cancelAssessment = 'Annulla e torna alla home';
export const assessmentAdultsOnly = 'Questa autovalutazione è pensata per persone adulte, dai 18 anni in su.';
export const assessmentNotDiagnostic =
  'Questo non è uno strumento diagnostico. I risultati hanno solo scopo informativo e andrebbero discussi con personale sanitario qualificato.';
export const assessmentSavedInBrowser =
  'Le sue risposte vengono salvate in questo browser man mano, così può tornare e continuare più tardi.';
export const processingAssessment = 'Elaborazione della sua autovalutazione…';
export const welcomeBack = 'Felici di rivederla';
export const answersKept = ({ count, number }: { count: number; number: number }) =>
  `Abbiamo conservato ${plural(count, { one: 'la sua risposta', other: `le sue ${count} risposte` }, 'it')} in questo browser. Può continuare dalla domanda ${number}.`;
export const continueWhereLeftOff = 'Riprendi da dove avevo interrotto';
export const startOver = 'Ricomincia da capo';
export const finishedHeading = 'Ha terminato';
export const finishedText =
  'Ha risposto a tutte le domande e il suo risultato è pronto. Le sue risposte ora fanno parte di quel risultato, quindi qui non c’è altro da fare.';
export const seeYourResult = 'Vedi il risultato';
export const takeAssessmentAgain = 'Rifai questa autovalutazione';
export const factSource = 'Fonte:';
export const opensInNewTab = '(si apre in una nuova scheda)';
export const encouragementTitle = 'Continui così!';
export const funFactTitle = 'Lo sapeva?';
export const encouragements: readonly string[] = [
  'Sta andando bene. Affronti ogni domanda con i suoi tempi.',
  'Non ci sono risposte giuste o sbagliate, solo la sua esperienza.',
  'Grazie per la sincerità con cui risponde.',
  'Ogni risposta aiuta a comporre un quadro più chiaro di come lei vive il mondo.',
  'Può fermarsi e prendere fiato ogni volta che ne ha bisogno.',
  'Nel dubbio, scelga la risposta che le corrisponde di più. Ogni risposta va bene.',
  'Riflettere su di sé richiede impegno. Fa bene a dedicarci del tempo.',
  'Pensi a come vanno di solito le cose per lei, non solo a come si sente oggi.',
  'Provare curiosità per sé è un punto di forza.',
  'Vada avanti. Le sue risposte valgono il tempo che ci sta dedicando.',
];
export const progressBands: Readonly<Record<ProgressBand, string>> = {
  starting: 'Un buon inizio. Si prenda il tempo che le serve per ogni risposta.',
  'first-quarter': 'Con calma e costanza. Sta trovando il suo ritmo.',
  halfway: 'Oltre metà strada. Non ci sono risposte giuste o sbagliate.',
  'nearly-done': 'Quasi finito. Mancano solo poche domande.',
  complete: 'Tutto fatto. Grazie per il tempo che ci ha dedicato.',
};
export const saveFailedTitle = 'Salvataggio non riuscito';
export const saveFailed = 'Non è stato possibile salvare la sua autovalutazione. Riprovi.';
export const processFailedTitle = 'Elaborazione non riuscita';
export const processFailed =
  'Si è verificato un problema durante l’elaborazione della sua autovalutazione. Riprovi.';
export const unknownAssessmentTitle = 'Autovalutazione non trovata';
export const unknownAssessment =
  'Non è stato possibile trovare l’autovalutazione richiesta. La stiamo riportando alla home.';
export const redirectingHome = 'Ritorno alla home…';
