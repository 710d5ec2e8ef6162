/** The payment page in Italian; see ../en/payment.ts. */
export const heading = 'Riceva il suo report dettagliato';
export const lead = 'Il Report completo esamina in dettaglio le sue risposte e le viene inviato per e-mail.';
export const loading = 'Caricamento della pagina di pagamento…';
export const cancelledStrong = 'Il pagamento è stato annullato.';
export const cancelledRest =
  ' Non è stato addebitato nulla. Può riprovare quando vuole, oppure semplicemente lasciare questa pagina.';
export const packageHeading = 'Il suo pacchetto report';
export const packageAnalysis = ({ assessment }: { assessment: string }) =>
  `Analisi dell’autovalutazione: ${assessment}`;
export const productName = 'Report completo';
export const productSummary = 'Analisi dettagliata con risorse utili';
export const priceLabel = 'Prezzo: ';
export const points = [
  'Nella sua casella di posta in pochi minuti',
  'Stampabile, da mostrare al personale sanitario se lo desidera',
  'Un pagamento unico, nessun abbonamento',
];
export const yourDetails = 'Le sue informazioni';
export const notADiagnosis =
  'Il report ha solo scopo informativo e non è una diagnosi. I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento: non vediamo né conserviamo mai i dati della sua carta.';

export const emailLabel = 'Indirizzo e-mail';
export const emailHint = 'Il suo report dettagliato sarà inviato a questo indirizzo';
export const invalidEmail = 'Inserisca un indirizzo e-mail valido.';
export const countryLabel = 'Paese in cui vive';
export const countryHint = 'Il report indica per primi i servizi e le organizzazioni di questo Paese';
export const anotherCountry = 'Un altro Paese';
export const discountCode = 'Codice sconto';
export const optional = '(facoltativo)';
export const checkingCode = 'Verifica in corso…';
export const codeApplied = 'Applicato';
export const applyCode = 'Applica';
export const codeWillApply = 'Il codice sconto sarà applicato al momento del pagamento';
export const emptyCode = 'Nessun codice';
export const enterCode = 'Inserisca un codice sconto da applicare.';
export const codeNotChecked = 'Al momento non è stato possibile verificare questo codice. Riprovi.';
export const submitStandard = 'Procedi al pagamento sicuro';
export const submitBasic = 'Procedi al pagamento';
export const processing = 'Elaborazione in corso…';
export const checkoutError = 'Errore nel pagamento';
export const freeOrderFailed = 'Non è stato possibile elaborare il suo ordine gratuito. Riprovi.';
export const invalidCheckoutResponse = 'Il servizio di pagamento ha dato una risposta non valida. Riprovi.';
export const checkoutFailed = 'Non è stato possibile avviare il pagamento. Riprovi.';
export const agreeBefore = 'Con l’acquisto accetta i nostri ';
export const agreeTerms = 'Termini e condizioni';
export const agreeAnd = ' e la nostra ';
export const agreePrivacy = 'Informativa sulla privacy';
export const agreeAfter = '.';
