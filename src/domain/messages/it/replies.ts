/** What the server answers a visitor's calls with, in Italian; see ../en/replies.ts. */
import { plural } from '../../locale/locale.ts';

export const serverError = 'Qualcosa non ha funzionato da parte nostra. Riprovi tra poco.';
export const databaseUnavailable =
  'Non riusciamo a raggiungere il nostro database. Non è andato perso nulla; riprovi tra un minuto.';
export const unstorableText =
  'La richiesta contiene caratteri che non possiamo salvare (ad esempio un carattere NUL).';
export const requestTooLarge = 'La richiesta è troppo grande.';
export const invalidJson = 'Il contenuto della richiesta non è un JSON valido.';
export const emptyBody = 'Il contenuto della richiesta è vuoto.';
export const notJson = 'Invii il contenuto della richiesta in formato JSON (Content-Type: application/json).';
export const sessionTokenInvalid =
  'Il codice di sicurezza della sua sessione manca o è scaduto. Ricarichi la pagina e riprovi.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Troppe richieste. Attenda ${seconds} secondi e riprovi.`;

export const answersNotSaved = ({ problems }: { problems: string }) =>
  `Non è stato possibile salvare le sue risposte: ${problems}`;
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `Per ora le autovalutazioni si possono fare in ${languages}.`;
export const languageNames = {
  en: 'inglese',
  de: 'tedesco',
  fr: 'francese',
  es: 'spagnolo',
  nl: 'olandese',
  it: 'italiano',
};
export const resultNotFound = 'Non abbiamo trovato questo risultato di autovalutazione.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `Per questa autovalutazione il punteggio deve essere un numero intero da 0 a ${max}.`;
export const noResultsToErase = 'In questo browser non c’erano risultati da cancellare.';
export const resultsErased = ({ count }: { count: number }) =>
  `Abbiamo cancellato ${plural(count, { one: 'il suo risultato', other: `tutti i suoi ${count} risultati` }, 'it')} dai nostri archivi.`;

export const codeFree = 'Con il suo codice riceve il Report completo gratis.';
export const codeAtCheckout = 'Il codice sconto sarà applicato al momento del pagamento';
export const codeUsed = 'Questo codice sconto è già stato usato.';
export const codeSpent =
  'Questo codice non è più valido: è scaduto oppure è già stato usato tutte le volte consentite.';
export const codeUnknown = 'Questo codice sconto non è valido. Lo controlli e riprovi.';
export const codeIsFree =
  'Con questo codice il report è gratuito, quindi non serve alcun pagamento. Invii di nuovo il modulo.';
export const codeGuessLimit =
  'Nell’ultima ora da qui sono stati provati troppi codici sconto. Controlli il suo codice e riprovi più tardi.';
export const freeReportLimit =
  'In questo momento non possiamo inviare altri report gratuiti. Riprovi domani, oppure acquisti il report se le serve oggi.';
export const tryTomorrow = 'Riprovi domani.';

export const resultsMissing =
  'Non abbiamo trovato i risultati della sua autovalutazione. Faccia di nuovo l’autovalutazione.';
export const paymentsOff = 'Al momento i pagamenti non sono disponibili. Riprovi più tardi.';
export const providerUnavailable =
  'Non siamo riusciti a contattare il servizio di pagamento. Riprovi tra poco.';
export const paymentNotFound = 'Non abbiamo trovato questo pagamento.';
export const paymentIncomplete = 'Sembra che il pagamento non sia stato completato.';
export const yourOrderNotFound = 'Non abbiamo trovato il suo ordine.';
export const orderNotFound =
  'Non abbiamo trovato questo ordine. Forse il link è incompleto, oppure l’ordine è stato fatto in un altro browser.';
export const noCompletedOrder = 'Non abbiamo trovato un ordine completato per questa autovalutazione.';

export const emailMismatch =
  'Usi l’indirizzo e-mail con cui ha ordinato, oppure contatti l’assistenza per cambiarlo.';
export const reportSending = ({ email }: { email: string }) => `Stiamo inviando il suo report a ${email}.`;
export const reportResent = ({ email }: { email: string }) =>
  `Stiamo inviando di nuovo il suo report a ${email}.`;
export const rewardResent = ({ email }: { email: string }) =>
  `Stiamo inviando di nuovo a ${email} un’e-mail su questo ordine.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `Nelle ultime ${hours} ore abbiamo già inviato di nuovo questo report ${resends} volte, quindi aspetteremo prima di inviarlo ancora. Potrebbe essere nella cartella dello spam. Se non è arrivato, scriva a ${email} e ci assicureremo che lo riceva.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `Nelle ultime ${hours} ore abbiamo inviato diversi report a questo indirizzo, quindi aspetteremo prima di inviarne altri. Potrebbero essere nella cartella dello spam. Se non sono arrivati, scriva a ${email} e la aiuteremo.`;

export const notYourProgramme = 'Può usare solo il suo programma inviti.';
export const inviteLimit = ({ count }: { count: number }) =>
  `Può invitare fino a ${count} persone al giorno. Riprovi domani.`;
export const alreadyInvited = 'Ha già invitato questa persona.';
export const invited = ({ days }: { days: number }) =>
  `La persona è stata invitata. Ogni indirizzo riceve da Traitscope al massimo un invito ogni ${days} giorni, chiunque lo mandi, e nessuno se ci ha chiesto di non riceverne; un invito che non inviamo resta in sospeso e non può contare per il suo premio.`;
export const erasedAddress = '(indirizzo cancellato)';
export const invitationInvalid =
  'Questo link di invito non è più valido, ma se vuole può comunque fare un’autovalutazione.';
export const ownInvitation =
  'Questo è il suo link di invito. Lo condivida invece con una persona che vuole invitare.';
export const invitationUsed = 'Questo invito è già stato usato.';
export const welcome = 'Le diamo il benvenuto! Una persona che conosce le ha mandato un invito a Traitscope.';
export const alreadyAccepted =
  'Ha già accettato un invito da questa persona. Se vuole, può comunque fare un’autovalutazione.';
export const sameNetwork =
  'Le diamo il benvenuto su Traitscope! Da questa rete, l’invito non può contare per il premio di chi glielo ha mandato: questa rete è già stata usata da quella persona o da un’altra delle persone che ha invitato. Se vuole, può comunque fare un’autovalutazione; aperto da un’altra rete, il link può ancora contare.';
export const rewardAlreadyClaimed = 'Ha già richiesto il suo premio.';
export const referralsMissing = ({ count }: { count: number }) =>
  `Per richiedere il premio le servono ancora ${count} ${plural(count, { one: 'invito completato', other: 'inviti completati' }, 'it')}.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `I premi della sua rete hanno raggiunto il limite di questo mese (${rewards} in ${days} giorni). I suoi inviti completati restano conteggiati: riprovi più tardi.`;
export const rewardClaimed =
  'Grazie per aver fatto conoscere Traitscope! Usi questo codice al momento del pagamento per ricevere gratis un Report completo.';

export const optOutDone =
  'Fatto. Non le invieremo più inviti. Le persone che conosce possono comunque parlarle di Traitscope di persona.';
export const optOutLinkInvalid =
  'Non siamo riusciti a leggere questo link. Lo apra di nuovo dall’e-mail di invito, esattamente com’è arrivato.';
