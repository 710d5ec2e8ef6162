/** The Your data page's view of one's data in Italian; see ../en/your-data-view.ts. */

export const holdingBefore = 'Questo è tutto ciò che conserviamo per ';
export const holdingAfter = ({ time }: { time: string }) =>
  `. Questa pagina resta aperta fino alle ${time}; dopo, richieda un nuovo link.`;
export const closing = 'Chiusura…';
export const closePage = 'Chiudi questa pagina';
export const closeFailed = 'Al momento non è stato possibile chiudere questa pagina. Per favore, riprovi.';

export const resultsTitle = 'I suoi risultati';
export const noResults = 'Non sono conservati risultati di ordini fatti con questo indirizzo.';
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `, compilazione del ${date}: punteggio ${score}, ${level}, ${answers} risposte conservate.`;
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Rispetto alla compilazione del ${date}: allora ${before}, ora ${after}.`;
export const sinceReworded = ({ date }: { date: string }) =>
  `Rispetto alla compilazione del ${date}: nel frattempo alcune domande sono state riformulate, quindi le risposte non vengono confrontate.`;

export const enteredTitle = 'Indicato su un risultato';
export const enteredText =
  'Questo indirizzo è stato inserito su questi risultati, ma nessun ordine completato con questo indirizzo dimostra che siano suoi. Chiunque può inserire qualsiasi indirizzo, quindi qui non mostriamo le loro risposte. Se qui sotto cancella i suoi dati, il suo indirizzo viene rimosso anche da questi risultati.';
export const enteredTaken = ({ date }: { date: string }) => `, compilazione del ${date}`;

export const ordersTitle = 'I suoi ordini';
export const noOrders = 'Con questo indirizzo non è stato fatto nessun ordine.';
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => `: Report completo, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` Il ${date} ha acconsentito a conservare le sue risposte insieme al suo indirizzo.`;
export const orderCountry = ({ country }: { country: string }) => ` Paese per il suo report: ${country}.`;
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'in attesa',
  completed: 'completato',
  failed: 'non riuscito',
};

export const invitationsTitle = 'Inviti ricevuti';
export const noInvitations = 'Nessuno ha invitato questo indirizzo tramite il nostro programma inviti.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `Il ${date} ha ricevuto l’invito di una persona che conosce (${status}).`;
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'in attesa',
  completed: 'completato',
  expired: 'scaduto',
};

export const messagesTitle = 'E-mail che le abbiamo inviato';
export const noMessages = 'Non conserviamo e-mail inviate a questo indirizzo.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Il suo report',
  'address-correction': 'Un link per confermare questo indirizzo',
};
export const otherMessage = 'Un link a questa pagina';
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'in attesa di invio',
  sending: 'invio in corso',
  sent: 'inviata',
  failed: 'non riuscita',
  suppressed: 'trattenuta',
};

export const downloadTitle = 'Download dei suoi dati';
export const downloadText =
  'Un file (JSON, leggibile da persone e programmi) con tutto quanto sopra, comprese tutte le risposte.';
export const downloadButton = 'Scarica i miei dati';

export const correctTitle = 'Correzione del suo indirizzo e-mail';
export const correctBefore = 'Se ';
export const correctAfter = ' è scritto male o non è più suo, inserisca l’indirizzo corretto.';
export const correctNextBefore = 'Invieremo un link di conferma a ';
export const correctNextUnknown = 'l’indirizzo che inserirà';
export const correctNextAfter =
  '. I suoi dati vengono trasferiti solo quando quel link viene aperto. Questa pagina verrà chiusa.';
export const correctLabel = 'Indirizzo corretto';
export const sendConfirmation = 'Invia un link di conferma';
export const correctFailed =
  'Al momento non è stato possibile inviare il link di conferma. Per favore, riprovi.';

export const eraseTitle = 'Revoca del consenso e cancellazione';
export const eraseText =
  'Se revoca il consenso, cancelliamo le sue risposte, i risultati e l’indirizzo e-mail, e ogni e-mail che conserviamo ancora per lei. Le norme fiscali e contabili ci obbligano a conservare importo, data e riferimento di pagamento di ogni ordine, senza nulla che li colleghi a lei. L’operazione non può essere annullata.';
export const eraseButton = 'Revoca il consenso e cancella i miei dati';
export const eraseQuestion = 'Cancellare tutto ciò che è elencato in questa pagina?';
export const eraseConfirm = 'Sì, cancella i miei dati';
export const eraseCancel = 'Annulla';
export const erasing = 'Cancellazione…';
export const eraseFailed = 'Al momento non è stato possibile cancellare i suoi dati. Per favore, riprovi.';
