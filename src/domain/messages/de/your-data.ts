/** The Your data page in German; see ../en/your-data.ts. */

export const heading = 'Ihre Daten';
export const lead =
  'Sehen Sie alles ein, was wir über Sie speichern, laden Sie es herunter, korrigieren Sie Ihre E-Mail-Adresse oder widerrufen Sie Ihre Einwilligung und löschen Sie alles. Das ist kostenlos und dauert eine Minute.';
export const loading = 'Ihre Daten werden geladen …';
export const openFailed =
  'Ihre Daten konnten gerade nicht geöffnet werden. Bitte fordern Sie einen neuen Link an.';

export const requestTitle = 'Einen Link zu Ihren Daten anfordern';
export const requestText = ({ hours }: { hours: number }) =>
  `Geben Sie die E-Mail-Adresse ein, die Sie für eine Bestellung verwendet haben. Wir schicken an diese Adresse einen Link, der Ihre Daten öffnet. Der Link funktioniert einmal, ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} lang. Sie brauchen weder ein Konto noch ein Passwort.`;
export const emailLabel = 'E-Mail-Adresse';
export const invalidEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
export const sending = 'Wird gesendet …';
export const sendLink = 'Link zuschicken';
export const sendLinkFailed =
  'Der Link konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.';

export const dataLinkSent =
  'Wenn wir Daten zu dieser Adresse speichern, haben wir ihr einen Link geschickt. Er funktioniert einmal, eine Stunde lang. Bitte sehen Sie in Ihrem Posteingang (und im Spam-Ordner) nach.';
export const dataLinkInvalid =
  'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie unten einen neuen an.';
export const sessionMissing =
  'Ihr Zugang zu dieser Seite ist beendet. Bitte fordern Sie einen neuen Link an, um Ihre Daten zu sehen.';
export const sameAddress =
  'Diese Seite zeigt bereits die Daten dieser Adresse. Bitte geben Sie die Adresse ein, auf die Ihre Daten übergehen sollen.';
export const correctionSent = ({ to }: { to: string }) =>
  `Wir haben einen Bestätigungslink an ${to} geschickt. Ihre Daten gehen erst über, wenn dieser Link innerhalb einer Stunde geöffnet wird. Diese Seite ist jetzt geschlossen: Um Ihre Daten wieder zu sehen, öffnen Sie den Link oder fordern Sie einen neuen an.`;
export const pageClosed =
  'Diese Seite ist geschlossen: In diesem Browser kann jetzt niemand mehr Ihre Daten öffnen. Um sie wieder zu sehen, fordern Sie einen neuen Link an.';
export const correctionDone =
  'Ihre E-Mail-Adresse ist korrigiert. Alles unten ist jetzt unter dieser Adresse gespeichert.';
export const accountingKept =
  'Ihre Antworten, Ergebnisse und E-Mail-Adresse sind gelöscht. Bei Bestellungen verpflichtet uns das Steuer- und Buchführungsrecht, Betrag, Datum und Zahlungsreferenz aufzubewahren, ohne etwas, das sie mit Ihnen verbindet.';
