/** The note for work or study in the Complete Report, in Italian; see ../en/report-work.ts. */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Mantenere la concentrazione quando ci sono rumori, interruzioni o più compiti insieme',
  organisation: 'Pianificare, ricordare i compiti e rispettare le scadenze',
  restlessness: 'Stare a lungo senza muovermi, e rallentare prima di agire',
  social: 'Le regole sociali non scritte, e il linguaggio che non va preso alla lettera',
  routine: 'I cambiamenti improvvisi di programmi, compiti o luoghi',
  sensory: 'Il rumore, la luce forte e i luoghi affollati, e il tempo per riprendermi',
  movement: 'La scrittura a mano, i movimenti fini e la coordinazione',
  reading: 'Leggere, scrivere senza errori e ricordare ciò che è stato detto',
  wellbeing: 'Accorgermi per tempo quando diventa tutto troppo, e ritrovare la calma',
};

export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'Un posto più tranquillo in cui lavorare, o una postazione lontana dalle zone affollate.',
  headphones: 'Cuffie con cancellazione del rumore.',
  'one-task-at-a-time': 'Un compito alla volta, con del tempo protetto senza interruzioni.',
  'written-instructions':
    'Brevi istruzioni scritte, da conservare e riconsultare, con calendari o schemi visivi.',
  'smaller-steps': 'I lavori più grandi suddivisi in passaggi più piccoli.',
  'clear-deadlines': 'Indicazioni precise su che cosa serve e per quando, invece di tempi vaghi.',
  'movement-breaks': 'Brevi pause regolari, anche per muovermi.',
  'varied-tasks': 'Compiti di routine alternati ad attività più coinvolgenti.',
  'flexible-hours': 'Orari flessibili, così da poter fare pause in più.',
  'literal-language': 'Un linguaggio semplice e letterale, senza modi di dire, gergo o sigle da decifrare.',
  'written-messages': 'Messaggi scritti invece di telefonate non programmate, quando possibile.',
  'eye-contact':
    'Comprensione del fatto che guardare poco negli occhi non significa che io non stia ascoltando.',
  'advance-notice': 'Preavviso dei cambiamenti, con che cosa succederà e quando.',
  'structured-day': 'Una giornata strutturata, con orari fissi invece di turni variabili.',
  'meeting-agendas': 'Riunioni annunciate in anticipo, con un ordine del giorno quando possibile.',
  'quieter-workplace': 'Una postazione di lavoro in una zona più tranquilla o meno luminosa.',
  'softer-lighting': 'Un’illuminazione più morbida, per esempio luci a soffitto attenuate.',
  'recovery-space': 'Uno spazio tranquillo per riprendermi, e pause in più quando diventa troppo.',
  typing: 'Scrivere al computer invece che a mano, con il controllo ortografico o il riconoscimento vocale.',
  'ergonomic-tools': 'Una tastiera ergonomica, un mouse più lento e le scorciatoie da tastiera.',
  'notes-and-templates': 'Appunti o modelli, così da non dover prendere nota di tutto in fretta.',
  'extra-time': 'Più tempo per la lettura e per i compiti scritti.',
  'speech-software': 'Programmi di sintesi vocale e di trascrizione del parlato.',
  'key-points-in-writing':
    'I punti principali comunicati per iscritto e a voce, e qualcun altro che scriva il verbale.',
  'rest-breaks': 'Pause in più per riposare, quando ne ho bisogno.',
  'decompress-space': 'Uno spazio tranquillo per staccare.',
  'agreed-communication':
    'Un modo di comunicare concordato secondo le mie preferenze, e il lavoro suddiviso in compiti a breve termine.',
};

export const equalityActAdjustments = ({ act }: { act: string }) =>
  `In Inghilterra, Scozia e Galles, la legge ${act} chiede a datori di lavoro, college e università di fare adattamenti ragionevoli quando una persona con disabilità si troverebbe altrimenti in condizione di svantaggio sostanziale, senza costi per la persona.`;
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} precisa che chi lavora non ha bisogno di una diagnosi per avere diritto alla tutela, e che i datori di lavoro dovrebbero offrire sostegno, compresi gli adattamenti ragionevoli, che una diagnosi ci sia o no.`;
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `In Irlanda, le leggi ${acts} chiedono ai datori di lavoro di adottare «misure appropriate» per una persona con disabilità, come orari di lavoro flessibili, a meno che ciò non comporti un onere sproporzionato.`;
export const euReasonableAccommodation =
  'In tutta l’UE, la direttiva quadro sulla parità di trattamento in materia di occupazione (2000/78/CE, articolo 5), così come la applica la legge di ciascun paese, chiede ai datori di lavoro di prevedere accomodamenti ragionevoli per una persona con disabilità, nel lavoro e nella formazione, a meno che ciò non comporti un onere sproporzionato.';

export const workNoteFillIn: readonly string[] = ['Nome', 'Data'];
export const workNoteAddressee = 'Al mio datore di lavoro, responsabile o istituto di studio';
export const workNoteIntro = ({ date }: { date: string }) =>
  `Vorrei spiegare alcune cose che trovo più difficili al lavoro o nello studio, e che cosa mi aiuta. Queste informazioni vengono da un questionario di autovalutazione che ho compilato il ${date}. Non è una diagnosi, e non ne sto comunicando una.`;
export const workNoteAreasIntro =
  'Che cosa trovo più difficile, con una risposta che ho dato, e cambiamenti che potrebbero aiutare:';
export const workNoteClosing: readonly string[] = [
  'Sarei felice di parlare di quali di queste soluzioni potrebbero funzionare qui, di provarle per un po’ e di valutarle insieme.',
];
export const workNoteSignOff = 'Grazie e cordiali saluti,';
