/** The three optional questions after an assessment, in Italian; see ../en/result-context.ts. */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Dall’infanzia',
  teens: 'Dall’adolescenza',
  adulthood: 'Solo in età adulta',
  'not-sure': 'Non saprei',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Lavoro o studio',
  home: 'Casa',
  relationships: 'Relazioni',
  health: 'Salute',
  money: 'Denaro',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'Un po’',
  'quite-a-lot': 'Abbastanza',
  'a-great-deal': 'Moltissimo',
};
export const onsetHeading = 'Da quando nota queste esperienze?';
export const areasHeading = 'In quali ambiti della vita quotidiana influiscono, e quanto?';
export const exampleHeading = 'Un esempio, con parole sue';
export const notSaved =
  'Al momento non è stato possibile salvare le sue risposte. Controlli la connessione e riprovi.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Domanda facoltativa ${number} di ${total}`;
export const areasHint = 'Selezioni gli ambiti che la riguardano, poi indichi quanto per ciascuno.';
export const howMuchFor = ({ area }: { area: string }) => `Quanto, nell’ambito «${area}»`;
export const sayHowMuch = ({ area }: { area: string }) =>
  `Indichi quanto per l’ambito «${area}», oppure tolga la spunta.`;
export const exampleHint =
  'Un momento in cui queste esperienze hanno reso qualcosa più difficile, o più facile. Vanno bene parole semplici.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} di ${max} caratteri`;
export const escapeHint = 'Tastiera: prema Esc per saltare questa domanda.';
export const saving = 'Salvataggio…';
export const save = 'Salva le mie risposte';
export const next = 'Avanti';
export const skipQuestion = 'Salta questa domanda';
export const whatTheyAreFor =
  'Se acquista il Report completo, le sue pagine per il personale sanitario citano ciò che scrive qui, come parole sue. Può saltare qualsiasi domanda, o anche tutte.';
export const loadingQuestions = 'Caricamento delle domande…';
export const stepHeading = 'Le sue risposte sono salvate · tre domande facoltative';
export const skipToResults = 'Vai ai miei risultati';
export const offerHeading = 'Contesto per il personale sanitario (facoltativo)';
export const thankYou =
  'Grazie. Le sue risposte sono salvate con questo risultato, e il Report completo le cita.';
export const offerIntro = 'Tre brevi domande: da quando, dove nella vita quotidiana, e un esempio.';
export const answerThree = 'Rispondi a tre domande facoltative';
