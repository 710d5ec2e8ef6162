/** The Complete Report's summary for a healthcare provider, in Italian; see ../en/report-provider.ts. */
import type { ResultContext } from '../../assessments/result-context.ts';

export const providerIntro =
  'Il riepilogo di un questionario di autovalutazione compilato dalla persona che le consegna questa pagina: serve ad avviare un colloquio, non a sostituire una valutazione clinica.';
export const instrumentNote =
  'Questo è un questionario di autovalutazione in stile screening, scritto da Traitscope. Non è uno strumento diagnostico validato: non ha norme, sensibilità o specificità pubblicate, e le sue tre fasce sono descrittive, non cut-off clinici. I suoi item sono stati scritti in modo indipendente; alcuni riguardano necessariamente le stesse esperienze di item di AQ, RAADS-R e SPQ.';
export const scoringNote =
  'A ogni item si risponde su una scala di accordo a cinque punti (da 0 «Del tutto in disaccordo» a 4 «Del tutto d’accordo»). Gli item a punteggio inverso valgono 4 meno la risposta. I risultati per costrutto sono il punteggio medio per item, da 0 a 4.';
export const notesPrompt = 'Di che cosa vorrei parlare';

export const contextLabels: Readonly<Record<keyof ResultContext, string>> = {
  onset: 'Da quando',
  areas: 'Dove nella vita quotidiana',
  example: 'Con parole sue',
};
export const contextNotGiven = 'non indicato';
export const quotedWords = ({ words }: { words: string }) => `«${words}»`;
export const contextNote =
  'Le risposte della persona stessa a tre domande facoltative, citate così come sono state date: non un’anamnesi raccolta da personale sanitario. Le linee guida per la valutazione delle persone adulte chiedono le stesse cose: quando sono iniziate le difficoltà, dove si manifestano nella vita quotidiana e quanto la condizionano (per esempio NICE CG142 per l’autismo, NICE NG87 per l’ADHD).';

export const sharedItemsNote =
  'emozioni, sovraccarico, recupero: senza fascia, perché riflettono uno stress generale';
export const totalNote = 'la somma di tutti gli item';

export const forChildhoodHistory = ({ instrument }: { instrument: string }) =>
  `${instrument}, per l’anamnesi dell’infanzia`;

export const completedLabel = 'Compilato';
export const completedValue = ({
  assessmentName,
  items,
  date,
}: {
  assessmentName: string;
  items: number;
  date: string;
}) => `${assessmentName} (${items} item), ${date}`;
export const profileLabel = 'Profilo';
export const totalScoreLabel = 'Punteggio totale';
export const scoreOf = ({ score, max }: { score: number; max: number }) => `${score} su ${max}`;
export const sharedItemsScore = ({ score, max }: { score: number; max: number }) =>
  `Item comuni ${score} su ${max}`;
