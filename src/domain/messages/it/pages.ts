/** What each page says of itself in its head, in Italian (see ../en/pages.ts). */
export const siteDescription =
  'Autovalutazioni serene e basate sulla ricerca dei tratti di autismo, ADHD, elaborazione sensoriale, disprassia e dislessia in età adulta. Prime indicazioni gratuite in pochi minuti; non è una diagnosi.';
export const homeTitle = 'Autovalutazioni dei tratti neurodivergenti in età adulta';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) =>
  `${description} ${count} domande, ${duration}. Un’autovalutazione gratuita e non diagnostica per persone adulte.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name}: domanda ${number} di ${total}`;
export const resultsTitle = 'I suoi risultati';
export const sharedResultsTitle = 'Risultati condivisi';
export const privacyPolicyTitle = 'Informativa sulla privacy';
export const privacyPolicyDescription =
  'Che cosa Traitscope conserva su di lei, perché, per quanto tempo, e come vederlo, correggerlo o cancellarlo. Le sue risposte non vengono mai vendute.';
export const termsTitle = 'Termini e condizioni';
export const termsDescription =
  'Le condizioni d’uso di Traitscope: autovalutazioni non diagnostiche, il Report completo, pagamenti e rimborsi.';
export const paymentTitle = 'Riceva il suo report dettagliato';
export const testCheckoutTitle = 'Pagamento di prova';
export const paymentSuccessTitle = 'Pagamento';
export const orderTitle = 'Il suo ordine';
export const referralTitle = 'Programma inviti';
export const referralDescription =
  'Inviti le persone che conosce a fare un’autovalutazione gratuita su Traitscope. Quando tre di loro ne avranno completata una, il suo prossimo Report completo sarà gratuito.';
export const doNotInviteTitle = 'Non voglio più inviti';
export const yourDataTitle = 'I suoi dati';
export const yourDataDescription =
  'Veda, corregga o cancelli ciò che Traitscope conserva su di lei: chieda un link monouso all’indirizzo che ci ha dato.';
export const notFoundTitle = 'Pagina non trovata';
export const notFoundDescription = 'Ci dispiace, non abbiamo trovato la pagina che cerca.';
