/** The payment page in German; see ../en/payment.ts. */
export const heading = 'Ihren ausführlichen Bericht erhalten';
export const lead =
  'Der vollständige Bericht geht Ihre Antworten im Detail durch und wird Ihnen per E-Mail geschickt.';
export const loading = 'Die Zahlungsseite wird geladen …';
export const cancelledStrong = 'Ihre Zahlung wurde abgebrochen.';
export const cancelledRest =
  ' Es wurde nichts abgebucht. Sie können es jederzeit erneut versuchen oder diese Seite einfach verlassen.';
export const packageHeading = 'Ihr Berichtspaket';
export const packageAnalysis = ({ assessment }: { assessment: string }) => `Auswertung: ${assessment}`;
export const productName = 'Vollständiger Bericht';
export const productSummary = 'Ausführliche Auswertung mit Anlaufstellen';
export const priceLabel = 'Preis: ';
export const points = [
  'Innerhalb weniger Minuten in Ihrem Postfach',
  'Druckbar, um ihn einer Fachperson zu zeigen, wenn Sie möchten',
  'Eine einmalige Zahlung, kein Abonnement',
];
export const yourDetails = 'Ihre Angaben';
export const notADiagnosis =
  'Der Bericht dient nur zur Information und ist keine Diagnose. Zahlungen wickelt unser Zahlungsdienstleister ab; wir sehen und speichern Ihre Kartendaten nie.';

export const emailLabel = 'E-Mail-Adresse';
export const emailHint = 'Ihr ausführlicher Bericht wird an diese Adresse geschickt';
export const invalidEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
export const countryLabel = 'Land, in dem Sie leben';
export const countryHint = 'Ihr Bericht nennt die Angebote und Organisationen in diesem Land zuerst';
export const anotherCountry = 'Ein anderes Land';
export const discountCode = 'Rabattcode';
export const optional = '(freiwillig)';
export const checkingCode = 'Wird geprüft …';
export const codeApplied = 'Übernommen';
export const applyCode = 'Einlösen';
export const codeWillApply = 'Der Rabattcode wird beim Bezahlen berücksichtigt';
export const emptyCode = 'Kein Code';
export const enterCode = 'Bitte geben Sie einen Rabattcode ein, um ihn einzulösen.';
export const codeNotChecked = 'Wir konnten diesen Code gerade nicht prüfen. Bitte versuchen Sie es erneut.';
export const submitStandard = 'Weiter zur sicheren Bezahlung';
export const submitBasic = 'Weiter zur Bezahlung';
export const processing = 'Wird bearbeitet …';
export const checkoutError = 'Fehler beim Bezahlen';
export const freeOrderFailed =
  'Ihre kostenlose Bestellung konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut.';
export const invalidCheckoutResponse =
  'Die Antwort des Zahlungsdienstes war unvollständig. Bitte versuchen Sie es erneut.';
export const checkoutFailed = 'Die Bezahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.';
export const agreeBefore = 'Mit dem Kauf stimmen Sie unseren ';
export const agreeTerms = 'Nutzungsbedingungen';
export const agreeAnd = ' und unserer ';
export const agreePrivacy = 'Datenschutzerklärung';
export const agreeAfter = ' zu.';
