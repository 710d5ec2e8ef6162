/** The results page in Italian; see ../en/results.ts. */
export const pageTitle = 'I suoi risultati';
export const pageLead =
  'Prime indicazioni dalle sue risposte, in parole semplici. Non sono una diagnosi. Un risultato viene mostrato solo nel browser in cui è stata compilata l’autovalutazione, e mai ad altre persone.';
export const loading = 'Caricamento dei suoi risultati…';
export const notHereTitle = 'Questo risultato non è in questo browser';
export const notHereWhy =
  'Questo browser non ha un risultato per questo link: forse l’autovalutazione è stata compilata su un altro dispositivo o in un altro browser, oppure il risultato è stato cancellato.';
export const notHereWhatToDo =
  'Se ha compilato l’autovalutazione altrove, apra il link lì per vedere il suo risultato. Oppure compili qui un’autovalutazione: richiede pochi minuti, e le prime indicazioni sono gratuite.';
export const chooseAssessment = 'Scegli un’autovalutazione';
export const readSummaryAloud = 'Leggi il riepilogo ad alta voce';
export const insightsHeading = 'Prime indicazioni';
export const understandingHeading = 'Capire il suo risultato';
export const whatItMeans = 'Che cosa significa';
export const whatItDoesNotMean = 'Che cosa non significa';
export const suggestedNextStep = 'Un possibile passo successivo';
export const strengthsHeading = 'Punti di forza in cui potrebbe riconoscersi';
export const nextHeading = 'Che cosa desidera fare ora?';
export const reportOffer = ({ price }: { price: string }) =>
  `Il Report completo (${price}) esamina le sue risposte una domanda alla volta, con strategie, risorse e un riepilogo stampabile da portare al personale sanitario. Le viene inviato per e-mail.`;
export const downloadReport = 'Ricevi il Report completo';
export const shareResults = 'Condividi i risultati';
export const takeAnother = 'Fai un’altra autovalutazione';
export const referralBefore = 'Conosce qualcuno a cui potrebbe essere utile? ';
export const referralLink = 'Inviti chi conosce con il programma inviti';
export const referralAfter =
  ': quando tre persone avranno compilato un’autovalutazione, il suo prossimo Report completo sarà gratuito.';
export const notADiagnosis =
  'Queste prime indicazioni vengono da un’autovalutazione e non sono una diagnosi. Ne parli con personale sanitario qualificato.';

export const shareTitle = 'Condividi i suoi risultati';
export const shareDescription =
  'Chiunque abbia questo link può vedere un breve riepilogo: l’autovalutazione, il suo punteggio, la fascia e la data (per l’autovalutazione combinata, il punteggio di ciascuna parte). Le sue singole risposte non sono mai incluse.';
export const close = 'Chiudi';
export const previewLegend = 'Che cosa mostra l’anteprima in una chat';
export const previewHint =
  'Le app di chat e i social mostrano una piccola scheda per un link a tutte le persone che vedono il messaggio, prima ancora che qualcuno lo apra.';
export const previewChoices = {
  assessment: 'Solo il nome dell’autovalutazione',
  level: 'L’autovalutazione e la sua fascia',
};
export const shareLinkLabel = 'Link da condividere';
export const copy = 'Copia';
export const shareWithApp = 'Condividi con un’app';
export const shareSheetTitle = 'Il mio risultato su Traitscope';
export const linkCopied = 'Il link è stato copiato negli appunti.';
export const linkNotCopied =
  'Non è stato possibile copiare il link. Lo selezioni qui sopra e lo copi a mano.';

export const eraseHeading = 'Cancellare i suoi risultati';
export const eraseBefore =
  'Può cancellare dai nostri archivi tutti i risultati compilati in questo browser. Se ha acquistato un report, può cancellare anche il suo indirizzo e-mail e il suo ordine nella pagina ';
export const eraseLink = 'I suoi dati';
export const eraseAfter = '.';
export const eraseButton = 'Cancella i miei risultati';
export const eraseQuestion = 'Cancellare tutti i suoi risultati? Non sarà possibile annullare.';
export const eraseConfirm = 'Sì, cancella i miei risultati';
export const eraseCancel = 'Annulla';
export const erasing = 'Cancellazione in corso…';
export const erased = 'Risultati cancellati';
export const erasedDescription = 'I suoi risultati sono stati cancellati.';
export const notErased = 'Non è stato possibile cancellare i suoi risultati';
export const tryAgainSoon = 'Riprovi tra un momento.';

export const helpHeading = 'Se in questo momento tutto le sembra troppo';
export const helpIntro =
  'Alcune sue risposte descrivono molto sovraccarico o esaurimento. Non deve affrontarlo senza aiuto. Questo sito non è un servizio di emergenza, ma le persone indicate qui sotto possono ascoltarla o aiutarla già oggi.';
export const yourCountry = 'Il suo Paese';
export const chooseCountry = 'Scelga un Paese';
export const inAnEmergency = 'In caso di emergenza: ';
export const elsewhereCallLocal = 'Se si trova altrove, chiami il numero di emergenza locale.';
export const chooseCountryForLine =
  'Scelga il suo Paese per vedere una linea di ascolto vicina a lei, oppure chiami il numero di emergenza locale.';
