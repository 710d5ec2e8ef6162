/** What the server answers a visitor's calls with, in German; see ../en/replies.ts. */
import { plural } from '../../locale/locale.ts';

export const serverError = 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es gleich noch einmal.';
export const databaseUnavailable =
  'Wir erreichen unsere Datenbank gerade nicht. Es ist nichts verloren gegangen; bitte versuchen Sie es in einer Minute noch einmal.';
export const unstorableText =
  'Die Anfrage enthält Zeichen, die wir nicht speichern können (etwa ein NUL-Zeichen).';
export const requestTooLarge = 'Die Anfrage ist zu groß.';
export const invalidJson = 'Der Inhalt der Anfrage ist kein gültiges JSON.';
export const emptyBody = 'Der Inhalt der Anfrage ist leer.';
export const notJson = 'Bitte senden Sie den Inhalt der Anfrage als JSON (Content-Type: application/json).';
export const sessionTokenInvalid =
  'Ihr Sicherheitsschlüssel für diese Sitzung fehlt oder ist veraltet. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.';
export const tooManyRequests = ({ seconds }: { seconds: number }) =>
  `Zu viele Anfragen. Bitte warten Sie ${seconds} Sekunden und versuchen Sie es dann noch einmal.`;

export const answersNotSaved = ({ problems }: { problems: string }) =>
  `Ihre Antworten konnten nicht gespeichert werden: ${problems}`;
export const languageNotOffered = ({ languages }: { languages: string }) =>
  `Selbsteinschätzungen können vorerst nur auf ${languages} ausgefüllt werden.`;
export const languageNames = {
  en: 'Englisch',
  de: 'Deutsch',
  fr: 'Französisch',
  es: 'Spanisch',
  nl: 'Niederländisch',
  it: 'Italienisch',
};
export const resultNotFound = 'Wir konnten dieses Ergebnis einer Selbsteinschätzung nicht finden.';
export const scoreOutOfRange = ({ max }: { max: number }) =>
  `Der Wert muss für diese Selbsteinschätzung eine ganze Zahl von 0 bis ${max} sein.`;
export const noResultsToErase = 'In diesem Browser gab es keine Ergebnisse zu löschen.';
export const resultsErased = ({ count }: { count: number }) =>
  `Wir haben ${plural(count, { one: 'Ihr Ergebnis', other: `alle ${count} Ihrer Ergebnisse` }, 'de')} aus unseren Unterlagen gelöscht.`;

export const codeFree = 'Mit Ihrem Code erhalten Sie den vollständigen Bericht kostenlos.';
export const codeAtCheckout = 'Der Rabattcode wird beim Bezahlen berücksichtigt';
export const codeUsed = 'Dieser Rabattcode wurde bereits verwendet.';
export const codeSpent =
  'Dieser Code ist nicht mehr gültig: Er ist abgelaufen oder wurde so oft verwendet, wie es möglich ist.';
export const codeUnknown =
  'Dieser Rabattcode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es erneut.';
export const codeIsFree =
  'Mit diesem Code ist Ihr Bericht kostenlos, eine Zahlung ist also nicht nötig. Bitte senden Sie das Formular noch einmal ab.';
export const codeGuessLimit =
  'Von hier aus wurden in der letzten Stunde zu viele Rabattcodes ausprobiert. Bitte prüfen Sie Ihren Code und versuchen Sie es später noch einmal.';
export const freeReportLimit =
  'Wir können gerade keine weiteren kostenlosen Berichte senden. Bitte versuchen Sie es morgen noch einmal, oder kaufen Sie den Bericht, wenn Sie ihn heute brauchen.';
export const tryTomorrow = 'Bitte versuchen Sie es morgen noch einmal.';

export const resultsMissing =
  'Wir konnten die Ergebnisse Ihrer Selbsteinschätzung nicht finden. Bitte füllen Sie die Selbsteinschätzung noch einmal aus.';
export const paymentsOff = 'Zahlungen sind gerade nicht möglich. Bitte versuchen Sie es später noch einmal.';
export const providerUnavailable =
  'Wir konnten den Zahlungsdienstleister nicht erreichen. Bitte versuchen Sie es gleich noch einmal.';
export const paymentNotFound = 'Wir konnten diese Zahlung nicht finden.';
export const paymentIncomplete = 'Offenbar haben Sie die Zahlung nicht abgeschlossen.';
export const yourOrderNotFound = 'Wir konnten Ihre Bestellung nicht finden.';
export const orderNotFound =
  'Wir konnten diese Bestellung nicht finden. Vielleicht ist der Link unvollständig, oder die Bestellung wurde in einem anderen Browser aufgegeben.';
export const noCompletedOrder =
  'Wir konnten keine abgeschlossene Bestellung zu dieser Selbsteinschätzung finden.';

export const emailMismatch =
  'Bitte verwenden Sie die E-Mail-Adresse, mit der Sie bestellt haben, oder wenden Sie sich an den Support, um sie zu ändern.';
export const reportSending = ({ email }: { email: string }) => `Wir senden Ihren Bericht an ${email}.`;
export const reportResent = ({ email }: { email: string }) => `Wir senden Ihren Bericht erneut an ${email}.`;
export const rewardResent = ({ email }: { email: string }) =>
  `Wir schicken ${email} erneut eine E-Mail zu dieser Bestellung.`;
export const resendLimitOrder = ({
  resends,
  hours,
  email,
}: {
  resends: number;
  hours: number;
  email: string;
}) =>
  `Wir haben diesen Bericht in den letzten ${hours} Stunden schon ${resends} Mal erneut gesendet, deshalb warten wir, bevor wir ihn noch einmal schicken. Vielleicht ist er in Ihrem Spam-Ordner. Wenn er nicht angekommen ist, schreiben Sie bitte an ${email}; wir sorgen dafür, dass Sie ihn erhalten.`;
export const resendLimitAddress = ({ hours, email }: { hours: number; email: string }) =>
  `Wir haben in den letzten ${hours} Stunden mehrere Berichte an diese Adresse gesendet, deshalb warten wir, bevor wir weitere schicken. Vielleicht sind sie in Ihrem Spam-Ordner. Wenn sie nicht angekommen sind, schreiben Sie bitte an ${email}; wir helfen Ihnen gern.`;

export const notYourProgramme = 'Sie können nur Ihr eigenes Empfehlungsprogramm nutzen.';
export const inviteLimit = ({ count }: { count: number }) =>
  `Sie können bis zu ${count} Personen am Tag einladen. Bitte versuchen Sie es morgen noch einmal.`;
export const alreadyInvited = 'Sie haben diese Person bereits eingeladen.';
export const invited = ({ days }: { days: number }) =>
  `Die Person ist eingeladen. Jede Adresse erhält von Traitscope höchstens eine Einladung in ${days} Tagen, ganz gleich, wer sie schickt, und keine, wenn sie uns darum gebeten hat; eine Einladung, die wir nicht schicken, bleibt offen und kann nicht für Ihre Belohnung zählen.`;
export const erasedAddress = '(Adresse gelöscht)';
export const invitationInvalid =
  'Dieser Einladungslink ist nicht mehr gültig, aber Sie können gern eine Selbsteinschätzung ausfüllen.';
export const ownInvitation =
  'Das ist Ihr eigener Einladungslink. Geben Sie ihn stattdessen an jemanden weiter, den Sie einladen möchten.';
export const invitationUsed = 'Diese Einladung wurde bereits verwendet.';
export const welcome = 'Willkommen! Jemand aus Ihrem Bekanntenkreis hat Sie zu Traitscope eingeladen.';
export const alreadyAccepted =
  'Sie haben bereits eine Einladung dieser Person angenommen. Sie können gern eine Selbsteinschätzung ausfüllen.';
export const sameNetwork =
  'Willkommen bei Traitscope! Aus diesem Netzwerk kann diese Einladung nicht für die Belohnung der Person zählen, die Sie eingeladen hat, weil diese Person oder jemand anderes, den sie eingeladen hat, es schon genutzt hat. Sie können gern eine Selbsteinschätzung ausfüllen; aus einem anderen Netzwerk geöffnet, kann der Link noch zählen.';
export const rewardAlreadyClaimed = 'Sie haben Ihre Belohnung bereits eingelöst.';
export const referralsMissing = ({ count }: { count: number }) =>
  `Um Ihre Belohnung einzulösen, brauchen Sie noch ${count} ${plural(count, { one: 'eingeladene Person', other: 'eingeladene Personen' }, 'de')} mit ausgefüllter Selbsteinschätzung.`;
export const networkRewardLimit = ({ rewards, days }: { rewards: number; days: number }) =>
  `Aus Ihrem Netzwerk wurden in diesem Monat schon so viele Belohnungen eingelöst wie möglich (${rewards} in ${days} Tagen). Ihre ausgefüllten Empfehlungen bleiben gezählt; bitte versuchen Sie es später noch einmal.`;
export const rewardClaimed =
  'Danke, dass Sie Traitscope weiterempfehlen! Mit diesem Code erhalten Sie beim Bezahlen einen kostenlosen vollständigen Bericht.';

export const optOutDone =
  'Erledigt. Wir schicken Ihnen keine Einladungen mehr. Ihre Bekannten können Ihnen trotzdem selbst von Traitscope erzählen.';
export const optOutLinkInvalid =
  'Wir konnten diesen Link nicht lesen. Bitte öffnen Sie ihn noch einmal aus der Einladungs-E-Mail, genau so, wie er angekommen ist.';
