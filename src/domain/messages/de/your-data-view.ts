/** The Your data page's view of one's data in German; see ../en/your-data-view.ts. */

export const holdingBefore = 'Das ist alles, was wir zu ';
export const holdingAfter = ({ time }: { time: string }) =>
  ` speichern. Diese Seite bleibt bis ${time} Uhr geöffnet; danach fordern Sie bitte einen neuen Link an.`;
export const closing = 'Wird geschlossen …';
export const closePage = 'Diese Seite schließen';
export const closeFailed =
  'Diese Seite konnte gerade nicht geschlossen werden. Bitte versuchen Sie es erneut.';

export const resultsTitle = 'Ihre Ergebnisse';
export const noResults = 'Zu Bestellungen mit dieser Adresse sind keine Ergebnisse gespeichert.';
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `, ausgefüllt am ${date}: Punktzahl ${score}, ${level}, ${answers} Antworten gespeichert.`;
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Seit Ihrem Durchgang vom ${date}: damals ${before}, jetzt ${after}.`;
export const sinceReworded = ({ date }: { date: string }) =>
  `Seit Ihrem Durchgang vom ${date}: Einige Fragen wurden dazwischen umformuliert, deshalb werden die Antworten nicht verglichen.`;

export const enteredTitle = 'Bei einem Ergebnis angegeben';
export const enteredText =
  'Diese Adresse wurde bei diesen Ergebnissen eingegeben, aber keine abgeschlossene Bestellung mit dieser Adresse belegt, dass sie Ihnen gehören. Jede Person kann jede Adresse eingeben, deshalb zeigen wir die Antworten dieser Ergebnisse hier nicht. Wenn Sie unten Ihre Daten löschen, wird Ihre Adresse auch dort entfernt.';
export const enteredTaken = ({ date }: { date: string }) => `, ausgefüllt am ${date}`;

export const ordersTitle = 'Ihre Bestellungen';
export const noOrders = 'Mit dieser Adresse wurden keine Bestellungen aufgegeben.';
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => `: vollständiger Bericht, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` Sie haben am ${date} zugestimmt, dass Ihre Antworten zusammen mit Ihrer Adresse gespeichert werden.`;
export const orderCountry = ({ country }: { country: string }) => ` Land für Ihren Bericht: ${country}.`;
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'offen',
  completed: 'abgeschlossen',
  failed: 'fehlgeschlagen',
};

export const invitationsTitle = 'Einladungen an Sie';
export const noInvitations = 'Niemand hat diese Adresse über unser Empfehlungsprogramm eingeladen.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `Eine befreundete Person hat Sie am ${date} eingeladen (${status}).`;
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'offen',
  completed: 'ausgefüllt',
  expired: 'abgelaufen',
};

export const messagesTitle = 'E-Mails, die wir Ihnen geschickt haben';
export const noMessages = 'Wir haben keine E-Mails an diese Adresse gespeichert.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Ihr Bericht',
  'address-correction': 'Ein Link, um diese Adresse zu bestätigen',
};
export const otherMessage = 'Ein Link zu dieser Seite';
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'wartet auf Versand',
  sending: 'wird gesendet',
  sent: 'gesendet',
  failed: 'fehlgeschlagen',
  suppressed: 'zurückgehalten',
};

export const downloadTitle = 'Ihre Daten herunterladen';
export const downloadText =
  'Eine Datei (JSON, für Menschen und Programme lesbar) mit allem oben Genannten, einschließlich jeder Antwort.';
export const downloadButton = 'Meine Daten herunterladen';

export const correctTitle = 'Ihre E-Mail-Adresse korrigieren';
export const correctBefore = 'Wenn ';
export const correctAfter =
  ' falsch geschrieben ist oder nicht mehr Ihnen gehört, geben Sie die richtige Adresse ein.';
export const correctNextBefore = 'Wir schicken einen Bestätigungslink an ';
export const correctNextUnknown = 'die Adresse, die Sie eingeben';
export const correctNextAfter =
  '. Ihre Daten gehen erst über, wenn dieser Link geöffnet wird. Diese Seite wird dann geschlossen.';
export const correctLabel = 'Richtige Adresse';
export const sendConfirmation = 'Bestätigungslink senden';
export const correctFailed =
  'Der Bestätigungslink konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.';

export const eraseTitle = 'Einwilligung widerrufen und löschen';
export const eraseText =
  'Wenn Sie Ihre Einwilligung widerrufen, löschen wir Ihre Antworten, Ergebnisse und E-Mail-Adresse sowie jede E-Mail, die wir noch für Sie aufbewahren. Das Steuer- und Buchführungsrecht verpflichtet uns, Betrag, Datum und Zahlungsreferenz jeder Bestellung aufzubewahren, ohne etwas, das sie mit Ihnen verbindet. Das lässt sich nicht rückgängig machen.';
export const eraseButton = 'Einwilligung widerrufen und meine Daten löschen';
export const eraseQuestion = 'Alles löschen, was auf dieser Seite aufgeführt ist?';
export const eraseConfirm = 'Ja, meine Daten löschen';
export const eraseCancel = 'Abbrechen';
export const erasing = 'Wird gelöscht …';
export const eraseFailed = 'Ihre Daten konnten gerade nicht gelöscht werden. Bitte versuchen Sie es erneut.';
