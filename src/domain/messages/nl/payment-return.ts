/** The pages after a payment, in Dutch (see ../en/payment-return.ts; shell.ts says how messages are kept). */

// Shared by the return page and the order's confirmation page.
export const verifyingTitle = 'De betaling wordt gecontroleerd …';
export const processingTitle = 'Uw bestelling wordt verwerkt …';
export const successTitle = 'Betaling gelukt!';
export const completedTitle = 'Betaling voltooid';
export const unpaidTitle = 'Betaling niet voltooid';
export const paymentNotFoundTitle = 'Betaling niet gevonden';
export const returnHome = 'Naar de startpagina';
export const checkAgain = 'Opnieuw controleren';
export const thankYouForOrdering = 'Bedankt voor uw bestelling van het Volledig rapport.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Bedankt voor uw bestelling van het Volledig rapport bij uw zelfinschatting “${assessment}”.`;
export const troubleSending = 'Er ging iets mis bij het versturen van de e-mail met uw resultaten';

// The return page.
export const openingOrder = 'Uw bestelling wordt geopend …';
export const verifyingHint = 'Dit duurt meestal maar een paar seconden.';
export const notConfirmedTitle = 'We konden uw bestelling nog niet bevestigen';
export const notConfirmedText =
  'Ons systeem antwoordde niet op tijd. Als uw betaling gelukt is, is uw bestelling veilig. Ons team zorgt er dan voor dat uw rapport u bereikt.';
export const slowText =
  'Dit duurt langer dan normaal. Als uw betaling gelukt is, is uw bestelling veilig. Uw rapport komt dan per e-mail.';
export const confirmingText =
  'We bevestigen uw betaling en maken uw rapport klaar. Deze pagina wordt vanzelf bijgewerkt; u hoeft de pagina niet te vernieuwen.';
export const unpaidText =
  'Het lijkt erop dat u de betaling niet hebt afgerond. Er is dus nog geen rapport besteld. U kunt teruggaan naar de betaalpagina wanneer u er klaar voor bent.';
export const returnToPayment = 'Terug naar betalen';
export const paymentNotFound = 'We konden deze betaling niet vinden.';
export const linkIncomplete = 'Misschien is de link onvolledig.';
export const supportBefore = 'Vragen? Schrijf naar ';
export const supportAfter = ', dan helpen we u graag.';

// The return page's confirmed order.
export const resultsSentToBefore = 'Uw resultaten worden verstuurd naar ';
export const resultsSentToAfter = '.';
export const resultsSentToGivenAddress =
  'Uw resultaten worden verstuurd naar het e-mailadres dat u ons hebt gegeven.';

// The toasts of the return page.
export const unpaidToastTitle = 'De betaling kon niet worden bevestigd';
export const unpaidToastText = 'Het lijkt erop dat u de betaling niet hebt afgerond.';
export const guidanceToastTitle = 'Gebruik de knoppen hieronder';
export const guidanceToastText = 'U kunt teruggaan naar de betaalpagina of naar de startpagina gaan.';
export const missingAssessmentTitle = 'Gegevens van de zelfinschatting ontbreken';
export const missingAssessmentText =
  'We konden de resultaten van uw zelfinschatting niet vinden. U ontvangt uw resultaten toch per e-mail.';
export const teamNotifiedTitle = 'Uw bestelling is voltooid!';
export const teamNotifiedText = 'Het versturen van uw e-mail is niet gelukt. Ons team is al op de hoogte.';
export const deliveryIssueToastTitle = 'Probleem met het versturen van de e-mail';
export const useResendText = 'Gebruik de knop “E-mail opnieuw sturen” om uw rapport te ontvangen.';

// What was bought, below a confirmed order.
export const purchaseThanks = 'Bedankt voor uw aankoop!';
export const reportSentToBefore = 'Uw Volledig rapport wordt verstuurd naar ';
export const reportSentToAfter = '.';
export const reportSentToGivenAddress =
  'Uw Volledig rapport wordt verstuurd naar het e-mailadres dat u ons hebt gegeven.';
export const contentsHeading = 'Wat er in uw rapport staat';
export const reportContents = [
  'Een uitgebreide analyse van uw antwoorden, onderdeel voor onderdeel',
  'Een overzicht per vraag dat u kunt afdrukken',
  'Strategieën voor het dagelijks leven die bij uw profiel passen',
  'Hulpbronnen en organisaties die steun bieden',
  'Waar u terechtkunt voor een formeel onderzoek, als u dat wilt',
];
export const forProfessionalHeading = 'Voor uw zorgverlener';
export const forProfessionalText =
  'Het rapport is geen diagnose. Het is zo geschreven dat u het kunt afdrukken of delen met uw huisarts, uw psycholoog of een andere gekwalificeerde zorgverlener. Zo kan het een begin zijn van een gesprek over uw ervaringen.';
export const nextStepsHeading = 'Volgende stappen';
export const nextSteps = [
  'Binnen een paar minuten krijgt u een e-mail van ons. Ziet u die niet? Kijk dan in uw spammap.',
  'Lees het rapport in uw eigen tempo. U hoeft niet alles in één keer te lezen.',
  'Als u dat wilt, kunt u een afspraak maken met uw huisarts of een andere gekwalificeerde zorgverlener.',
];
export const otherAssessmentsHeading = 'Andere zelfinschattingen die u kunt doen';
export const takeAssessment = ({ assessment }: { assessment: string }) =>
  `Zelfinschatting “${assessment}” invullen`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Probleem met het versturen van de e-mail';
export const deliveryFailedBefore =
  'Uw betaling is gelukt en uw bestelling is veilig. We konden de e-mail met uw rapport';
export const deliveryFailedTo = ' naar ';
export const deliveryFailedAfter = ' zojuist niet versturen. U kunt ons vragen de e-mail opnieuw te sturen.';
export const stillMissingBefore = 'Komt de e-mail nog steeds niet aan? Schrijf dan naar ';
export const stillMissingAfter = '. Wij zorgen ervoor dat u uw rapport ontvangt.';

// The resend button and its toasts.
export const resendButton = 'E-mail opnieuw sturen';
export const sending = 'Wordt verstuurd …';
export const emailResent = 'E-mail opnieuw verstuurd';
export const resendFailedButton = 'Mislukt – opnieuw proberen';
export const checkInbox = 'Kijk over een paar minuten in uw inbox (en in uw spammap).';
export const missingInfoTitle = 'Gegevens ontbreken';
export const missingInfoText =
  'Om uw rapport opnieuw te sturen, hebben we uw e-mailadres en de gegevens van uw zelfinschatting nodig.';
export const resendFailedTitle = 'Opnieuw sturen mislukt';
export const resendFailed =
  'Er ging iets mis bij het opnieuw sturen van uw e-mail. Probeer het later nog eens.';
export const errorTitle = 'Fout';
export const unexpectedError = 'Er is een onverwachte fout opgetreden. Probeer het later nog eens.';

// The order's confirmation page.
export const yourOrderTitle = 'Uw bestelling';
export const orderNotFoundTitle = 'Bestelling niet gevonden';
export const orderNotFound = 'We konden deze bestelling niet vinden.';
export const loadingOrder = 'Uw bestelling wordt geladen …';
export const orderNotLoadedTitle = 'We konden uw bestelling niet laden';
export const orderNotLoadedText =
  'Ons systeem antwoordde net niet. Uw bestelling is veilig. Probeer het zo nog eens.';
export const orderedSuccessfully = 'Uw rapport bij de zelfinschatting is besteld.';
export const givenAddress = 'het adres dat u ons hebt gegeven';
export const outcomeSentToBefore = 'We mailen de uitkomst naar ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  `: uw rapport bij “${assessment}”, of een bericht als een beloning voor uitnodigingen nu niet voor dit adres kan worden gebruikt.`;
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Uw rapport bij “${assessment}” wordt verstuurd naar `;
export const reportWillBeSentAfter = '.';
export const checkInboxShortly = 'Kijk straks even in uw inbox (en in uw spammap) …';
export const notArrivedHeading = 'Is de e-mail niet aangekomen?';
export const notArrivedText =
  'De e-mail komt meestal binnen een paar minuten aan. Staat hij niet in uw inbox of in uw spammap? Dan kunnen we hem opnieuw sturen.';
