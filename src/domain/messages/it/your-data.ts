/** The Your data page in Italian; see ../en/your-data.ts. */

export const heading = 'I suoi dati';
export const lead =
  'Qui può vedere tutto ciò che conserviamo su di lei, scaricarlo, correggere il suo indirizzo e-mail, oppure revocare il consenso e cancellare tutto. È gratuito e richiede un minuto.';
export const loading = 'Caricamento dei suoi dati…';
export const openFailed = 'Al momento non siamo riusciti ad aprire i suoi dati. Chieda un nuovo link.';

export const requestTitle = 'Richieda un link ai suoi dati';
export const requestText = ({ hours }: { hours: number }) =>
  `Inserisca l’indirizzo e-mail che ha usato per un ordine. A quell’indirizzo invieremo un link che apre i suoi dati. Il link funziona una sola volta, per ${hours === 1 ? 'un’ora' : `${hours} ore`}. Non servono né un account né una password.`;
export const emailLabel = 'Indirizzo e-mail';
export const invalidEmail = 'Inserisca un indirizzo e-mail valido.';
export const sending = 'Invio in corso…';
export const sendLink = 'Inviatemi un link';
export const sendLinkFailed = 'Al momento non siamo riusciti a inviare il link. Riprovi tra qualche istante.';

export const dataLinkSent =
  'Se conserviamo dati per questo indirizzo, le abbiamo inviato un link. Funziona una sola volta, per un’ora. Controlli la posta in arrivo (e la cartella spam).';
export const dataLinkInvalid = 'Questo link è scaduto o è già stato usato. Ne chieda uno nuovo qui sotto.';
export const sessionMissing =
  'Il suo accesso a questa pagina è terminato. Chieda un nuovo link per vedere i suoi dati.';
export const sameAddress =
  'Questa pagina mostra già i dati di questo indirizzo. Inserisca l’indirizzo a cui devono passare i suoi dati.';
export const correctionSent = ({ to }: { to: string }) =>
  `Abbiamo inviato un link di conferma a ${to}. I suoi dati passano al nuovo indirizzo solo quando quel link viene aperto, entro un’ora. Ora questa pagina è chiusa: per rivedere i suoi dati, apra il link o ne chieda uno nuovo.`;
export const pageClosed =
  'Questa pagina è chiusa: ora nessuno può aprire i suoi dati in questo browser. Per rivederli, chieda un nuovo link.';
export const correctionDone =
  'Il suo indirizzo e-mail è stato corretto. Tutto ciò che vede qui sotto è ora conservato con questo indirizzo.';
export const accountingKept =
  'Le sue risposte, i suoi risultati e il suo indirizzo e-mail sono stati cancellati. Per gli ordini, le norme fiscali e contabili ci obbligano a conservare l’importo, la data e il riferimento del pagamento, senza nulla che li colleghi a lei.';
