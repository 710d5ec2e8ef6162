/** The pages after a payment (see ../en/payment-return.ts; shell.ts says how messages are kept). */

// Shared by the return page and the order's confirmation page.
export const verifyingTitle = 'Die Zahlung wird geprüft …';
export const processingTitle = 'Ihre Bestellung wird bearbeitet …';
export const successTitle = 'Zahlung erfolgreich!';
export const completedTitle = 'Zahlung abgeschlossen';
export const unpaidTitle = 'Zahlung nicht abgeschlossen';
export const paymentNotFoundTitle = 'Zahlung nicht gefunden';
export const returnHome = 'Zur Startseite';
export const checkAgain = 'Erneut prüfen';
export const thankYouForOrdering = 'Vielen Dank, dass Sie den vollständigen Bericht bestellt haben.';
export const thankYouForOrderingAssessment = ({ assessment }: { assessment: string }) =>
  `Vielen Dank, dass Sie den vollständigen Bericht zu Ihrer Selbsteinschätzung „${assessment}“ bestellt haben.`;
export const troubleSending = 'Beim Senden der E-Mail mit Ihren Ergebnissen gab es ein Problem';

// The return page.
export const openingOrder = 'Ihre Bestellung wird geöffnet …';
export const verifyingHint = 'Das dauert meist nur wenige Sekunden.';
export const notConfirmedTitle = 'Wir konnten Ihre Bestellung noch nicht bestätigen';
export const notConfirmedText =
  'Unser System hat nicht rechtzeitig geantwortet. Wenn Ihre Zahlung erfolgreich war, ist Ihre Bestellung sicher. Unser Team sorgt dann dafür, dass Ihr Bericht Sie erreicht.';
export const slowText =
  'Das dauert länger als üblich. Wenn Ihre Zahlung erfolgreich war, ist Ihre Bestellung sicher. Ihr Bericht kommt dann per E-Mail.';
export const confirmingText =
  'Wir bestätigen Ihre Zahlung und bereiten Ihren Bericht vor. Diese Seite aktualisiert sich von selbst; Sie müssen sie nicht neu laden.';
export const unpaidText =
  'Offenbar haben Sie die Zahlung nicht abgeschlossen, deshalb wurde noch kein Bericht bestellt. Sie können jederzeit zur Zahlungsseite zurückkehren, wenn Sie so weit sind.';
export const returnToPayment = 'Zurück zur Zahlung';
export const paymentNotFound = 'Wir konnten diese Zahlung nicht finden.';
export const linkIncomplete = 'Vielleicht ist der Link unvollständig.';
export const supportBefore = 'Fragen? Schreiben Sie an ';
export const supportAfter = ', wir helfen Ihnen gern.';

// The return page's confirmed order.
export const resultsSentToBefore = 'Ihre Ergebnisse werden an ';
export const resultsSentToAfter = ' geschickt.';
export const resultsSentToGivenAddress =
  'Ihre Ergebnisse werden an die von Ihnen angegebene E-Mail-Adresse geschickt.';

// The toasts of the return page.
export const unpaidToastTitle = 'Die Zahlung konnte nicht bestätigt werden';
export const unpaidToastText = 'Offenbar haben Sie die Zahlung nicht abgeschlossen.';
export const guidanceToastTitle = 'Bitte nutzen Sie die Schaltflächen unten';
export const guidanceToastText = 'Sie können zur Zahlungsseite zurückkehren oder zur Startseite gehen.';
export const missingAssessmentTitle = 'Angaben zur Selbsteinschätzung fehlen';
export const missingAssessmentText =
  'Wir konnten die Ergebnisse Ihrer Selbsteinschätzung nicht finden. Sie erhalten Ihre Ergebnisse trotzdem per E-Mail.';
export const teamNotifiedTitle = 'Ihre Bestellung ist abgeschlossen!';
export const teamNotifiedText =
  'Beim Senden Ihrer E-Mail gab es ein Problem. Unser Team ist bereits informiert.';
export const deliveryIssueToastTitle = 'Problem beim E-Mail-Versand';
export const useResendText =
  'Bitte nutzen Sie die Schaltfläche „E-Mail erneut senden“, um Ihren Bericht zu erhalten.';

// What was bought, below a confirmed order.
export const purchaseThanks = 'Vielen Dank für Ihren Kauf!';
export const reportSentToBefore = 'Ihr vollständiger Bericht wird an ';
export const reportSentToAfter = ' geschickt.';
export const reportSentToGivenAddress =
  'Ihr vollständiger Bericht wird an die von Ihnen angegebene E-Mail-Adresse geschickt.';
export const contentsHeading = 'Was Ihr Bericht enthält';
export const reportContents = [
  'Eine ausführliche Auswertung Ihrer Antworten, Bereich für Bereich',
  'Eine druckbare Übersicht, Frage für Frage',
  'Alltagsstrategien, die zu Ihrem Profil passen',
  'Anlaufstellen und unterstützende Organisationen',
  'Wo Sie eine formelle Diagnostik finden, falls Sie eine möchten',
];
export const forProfessionalHeading = 'Für das Gespräch mit einer Fachperson';
export const forProfessionalText =
  'Der Bericht ist keine Diagnose. Sie können ihn ausdrucken oder weitergeben, etwa an Ihre Hausärztin oder Ihren Hausarzt, an eine Psychologin oder einen Psychologen oder an eine andere qualifizierte Fachperson. So kann er der Anfang eines Gesprächs über Ihre Erfahrungen sein.';
export const nextStepsHeading = 'Nächste Schritte';
export const nextSteps = [
  'In den nächsten Minuten erhalten Sie eine E-Mail von uns. Wenn sie nicht ankommt, sehen Sie bitte in Ihrem Spam-Ordner nach.',
  'Lesen Sie den Bericht in Ruhe. Sie müssen nicht alles auf einmal aufnehmen.',
  'Wenn Sie möchten, vereinbaren Sie ein Gespräch mit Ihrer Hausärztin oder Ihrem Hausarzt oder einer anderen qualifizierten Fachperson.',
];
export const otherAssessmentsHeading = 'Weitere Selbsteinschätzungen';
export const takeAssessment = ({ assessment }: { assessment: string }) =>
  `Selbsteinschätzung „${assessment}“ ausfüllen`;

// The panel of an order whose report e-mail failed.
export const deliveryIssueTitle = 'Problem beim E-Mail-Versand';
export const deliveryFailedBefore =
  'Ihre Zahlung ist eingegangen und Ihre Bestellung ist sicher. Wir konnten die E-Mail mit Ihrem Bericht';
export const deliveryFailedTo = ' an ';
export const deliveryFailedAfter = ' gerade nicht senden. Sie können sie erneut anfordern.';
export const stillMissingBefore = 'Wenn die E-Mail weiterhin nicht ankommt, schreiben Sie bitte an ';
export const stillMissingAfter = '. Wir sorgen dafür, dass Sie Ihren Bericht erhalten.';

// The resend button and its toasts.
export const resendButton = 'E-Mail erneut senden';
export const sending = 'Wird gesendet …';
export const emailResent = 'E-Mail erneut gesendet';
export const resendFailedButton = 'Fehlgeschlagen – erneut versuchen';
export const checkInbox =
  'Bitte sehen Sie in ein paar Minuten in Ihrem Posteingang (und im Spam-Ordner) nach.';
export const missingInfoTitle = 'Angaben fehlen';
export const missingInfoText =
  'Um Ihren Bericht erneut zu senden, brauchen wir Ihre E-Mail-Adresse und die Angaben zu Ihrer Selbsteinschätzung.';
export const resendFailedTitle = 'Erneutes Senden fehlgeschlagen';
export const resendFailed =
  'Beim erneuten Senden Ihrer E-Mail ist etwas schiefgegangen. Bitte versuchen Sie es später noch einmal.';
export const errorTitle = 'Fehler';
export const unexpectedError =
  'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.';

// The order's confirmation page.
export const yourOrderTitle = 'Ihre Bestellung';
export const orderNotFoundTitle = 'Bestellung nicht gefunden';
export const orderNotFound = 'Wir konnten diese Bestellung nicht finden.';
export const loadingOrder = 'Ihre Bestellung wird geladen …';
export const orderNotLoadedTitle = 'Wir konnten Ihre Bestellung nicht laden';
export const orderNotLoadedText =
  'Unser System hat gerade nicht geantwortet. Ihre Bestellung ist sicher. Bitte versuchen Sie es gleich noch einmal.';
export const orderedSuccessfully = 'Ihr Bericht wurde erfolgreich bestellt.';
export const givenAddress = 'die von Ihnen angegebene Adresse';
export const outcomeSentToBefore = 'Wir schicken das Ergebnis per E-Mail an ';
export const outcomeSentToAfter = ({ assessment }: { assessment: string }) =>
  `: Ihren Bericht zu „${assessment}“ oder einen Hinweis, falls sich eine Empfehlungsbelohnung für diese Adresse gerade nicht einlösen lässt.`;
export const reportWillBeSentBefore = ({ assessment }: { assessment: string }) =>
  `Ihr Bericht zu „${assessment}“ wird an `;
export const reportWillBeSentAfter = ' geschickt.';
export const checkInboxShortly = 'Bitte sehen Sie gleich in Ihrem Posteingang (und im Spam-Ordner) nach …';
export const notArrivedHeading = 'Ist die E-Mail nicht angekommen?';
export const notArrivedText =
  'Die E-Mail kommt meist innerhalb weniger Minuten an. Wenn sie weder in Ihrem Posteingang noch im Spam-Ordner ist, schicken wir sie Ihnen gern erneut.';
