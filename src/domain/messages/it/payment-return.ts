/** The pages after a payment, in Italian (see ../en/payment-return.ts; shell.ts says how messages are kept). */

// Shared by the return page and the order's confirmation page.
export const verifyingTitle = 'Verifica del pagamento…';
export const processingTitle = 'Elaborazione del suo ordine…';
export const successTitle = 'Pagamento riuscito!';
export const completedTitle = 'Pagamento completato';
export const unpaidTitle = 'Pagamento non completato';
export const paymentNotFoundTitle = 'Pagamento non trovato';
export const returnHome = 'Torna alla home';
export const checkAgain = 'Controlla di nuovo';
export const thankYouForOrdering = 'Grazie per aver ordinato il Report completo.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Grazie per aver ordinato il Report completo della sua autovalutazione «${assessment}».`;
export const troubleSending = 'Abbiamo avuto un problema nell’inviare l’e-mail con i suoi risultati';

// The return page.
export const openingOrder = 'Apertura del suo ordine…';
export const verifyingHint = 'Di solito bastano pochi secondi.';
export const notConfirmedTitle = 'Non abbiamo ancora potuto confermare il suo ordine';
export const notConfirmedText =
  'Il nostro sistema non ha risposto in tempo. Se il pagamento è andato a buon fine, il suo ordine è al sicuro. Il nostro team si assicurerà che il report le arrivi.';
export const slowText =
  'Ci vuole più tempo del solito. Se il pagamento è andato a buon fine, il suo ordine è al sicuro e il report le arriverà per e-mail.';
export const confirmingText =
  'Stiamo confermando il pagamento e preparando il suo report. Questa pagina si aggiorna da sola; non serve ricaricarla.';
export const unpaidText =
  'Sembra che il pagamento non sia stato completato, quindi non è stato ancora ordinato nessun report. Può tornare alla pagina di pagamento quando vuole.';
export const returnToPayment = 'Torna al pagamento';
export const paymentNotFound = 'Non abbiamo trovato questo pagamento.';
export const linkIncomplete = 'Forse il link è incompleto.';
export const supportBefore = 'Domande? Scriva a ';
export const supportAfter = ' e la aiuteremo.';

// The return page's confirmed order.
export const resultsSentToBefore = 'Stiamo inviando i suoi risultati a ';
export const resultsSentToAfter = '.';
export const resultsSentToGivenAddress =
  'Stiamo inviando i suoi risultati all’indirizzo e-mail che ci ha indicato.';

// The toasts of the return page.
export const unpaidToastTitle = 'Verifica del pagamento non riuscita';
export const unpaidToastText = 'Sembra che il pagamento non sia stato completato.';
export const guidanceToastTitle = 'Usi i pulsanti qui sotto';
export const guidanceToastText = 'Può tornare alla pagina di pagamento oppure alla home.';
export const missingAssessmentTitle = 'Dati dell’autovalutazione mancanti';
export const missingAssessmentText =
  'Non abbiamo trovato i risultati della sua autovalutazione. Riceverà comunque i risultati per e-mail.';
export const teamNotifiedTitle = 'Il suo ordine è completato!';
export const teamNotifiedText =
  'Abbiamo avuto un problema nell’inviare la sua e-mail. Il nostro team è già stato avvisato.';
export const deliveryIssueToastTitle = 'Problema di invio dell’e-mail';
export const useResendText = 'Per ricevere il report, usi il pulsante «Invia di nuovo l’e-mail».';

// What was bought, below a confirmed order.
export const purchaseThanks = 'Grazie per il suo acquisto!';
export const reportSentToBefore = 'Stiamo inviando il suo Report completo a ';
export const reportSentToAfter = '.';
export const reportSentToGivenAddress =
  'Stiamo inviando il suo Report completo all’indirizzo e-mail che ci ha indicato.';
export const contentsHeading = 'Che cosa contiene il suo report';
export const reportContents = [
  'Un’analisi approfondita delle sue risposte, area per area',
  'Una panoramica domanda per domanda, da stampare',
  'Strategie per la vita di tutti i giorni adatte al suo profilo',
  'Risorse e associazioni di supporto',
  'Dove chiedere una valutazione formale, se la desidera',
];
export const forProfessionalHeading = 'Per il personale sanitario';
export const forProfessionalText =
  'Il report non è una diagnosi. È scritto in modo che lei possa stamparlo o condividerlo con il suo medico, con un servizio di psicologia o con altro personale sanitario qualificato, come punto di partenza per parlare delle sue esperienze.';
export const nextStepsHeading = 'Prossimi passi';
export const nextSteps = [
  'Nei prossimi minuti riceverà una nostra e-mail. Se non la trova, controlli la cartella dello spam.',
  'Legga il report con calma. Non serve leggere tutto in una volta.',
  'Se lo desidera, prenda un appuntamento per parlarne con il suo medico o con altro personale sanitario qualificato.',
];
export const otherAssessmentsHeading = 'Altre autovalutazioni che può fare';
export const takeAssessment = ({ assessment }: { assessment: string }) =>
  `Inizia l’autovalutazione «${assessment}»`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Problema di invio dell’e-mail';
export const deliveryFailedBefore =
  'Il pagamento è andato a buon fine e il suo ordine è al sicuro. Poco fa non siamo riusciti a inviare l’e-mail con il suo report';
export const deliveryFailedTo = ' a ';
export const deliveryFailedAfter = '. Può chiederci di inviarla di nuovo.';
export const stillMissingBefore = 'Se l’e-mail continua a non arrivare, scriva a ';
export const stillMissingAfter = ' e ci assicureremo che riceva il suo report.';

// The resend button and its toasts.
export const resendButton = 'Invia di nuovo l’e-mail';
export const sending = 'Invio in corso…';
export const emailResent = 'E-mail inviata di nuovo';
export const resendFailedButton = 'Non riuscito, riprova';
export const checkInbox = 'Tra qualche minuto controlli la posta in arrivo (e la cartella dello spam).';
export const missingInfoTitle = 'Informazioni mancanti';
export const missingInfoText =
  'Per inviare di nuovo il report ci servono il suo indirizzo e-mail e i dati della sua autovalutazione.';
export const resendFailedTitle = 'Nuovo invio non riuscito';
export const resendFailed = 'Qualcosa non ha funzionato nel nuovo invio della sua e-mail. Riprovi più tardi.';
export const errorTitle = 'Errore';
export const unexpectedError = 'Si è verificato un errore imprevisto. Riprovi più tardi.';

// The order's confirmation page.
export const yourOrderTitle = 'Il suo ordine';
export const orderNotFoundTitle = 'Ordine non trovato';
export const orderNotFound = 'Non abbiamo trovato questo ordine.';
export const loadingOrder = 'Caricamento del suo ordine…';
export const orderNotLoadedTitle = 'Non siamo riusciti a caricare il suo ordine';
export const orderNotLoadedText =
  'Il nostro sistema non ha risposto in questo momento. Il suo ordine è al sicuro. Riprovi tra poco.';
export const orderedSuccessfully = 'Il report della sua autovalutazione è stato ordinato.';
export const givenAddress = 'l’indirizzo che ci ha indicato';
export const outcomeSentToBefore = 'Stiamo inviando l’esito per e-mail a ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  `: il suo report «${assessment}», oppure un avviso se in questo momento un premio del programma inviti non può essere usato per questo indirizzo.`;
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Il suo report «${assessment}» sarà inviato a `;
export const reportWillBeSentAfter = '.';
export const checkInboxShortly = 'Tra poco controlli la posta in arrivo (e la cartella dello spam)…';
export const notArrivedHeading = 'L’e-mail non è arrivata?';
export const notArrivedText =
  'Di solito arriva entro pochi minuti. Se non è nella posta in arrivo né nella cartella dello spam, possiamo inviarla di nuovo.';
