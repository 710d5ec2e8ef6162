/** The referral programme's page in German; see ../en/referrals.ts. */
import { plural } from '../../locale/locale.ts';

export const heading = 'Freunde einladen';
export const lead = ({ count }: { count: number }) =>
  `Kennen Sie jemanden, dem diese Selbsteinschätzungen helfen könnten? Laden Sie die Person ein. Wenn ${count} Eingeladene eine Selbsteinschätzung ausgefüllt haben, erhalten Sie einen vollständigen Bericht kostenlos.`;
export const stepInvite = 'Laden Sie unten jemanden per E-Mail ein.';
export const stepFriend =
  'Die eingeladene Person folgt dem Link und füllt eine beliebige Selbsteinschätzung aus: kostenlos, anonym, etwa 10 Minuten.';
export const stepClaim = ({ count }: { count: number }) =>
  `Wenn ${count} Eingeladene eine ausgefüllt haben, holen Sie sich Ihren Code für einen kostenlosen vollständigen Bericht.`;
export const loadFailed =
  'Ihr Empfehlungsprogramm konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.';
export const tryAgain = 'Erneut versuchen';
export const loading = 'Ihr Empfehlungsprogramm wird geladen …';
export const progressTitle = 'Ihr Fortschritt';
export const inviteTitle = 'Jemanden einladen';
export const inviteDescription =
  'Wir schicken der Person eine kurze E-Mail mit einem persönlichen Link zu den Selbsteinschätzungen.';
export const invitationsTitle = 'Ihre Einladungen';
export const codeTitle = 'Ihr Empfehlungscode';
export const codeDescription =
  'Ihr persönlicher Code für dieses Programm. Nennen Sie ihn, wenn Sie uns wegen Ihrer Einladungen schreiben.';

export const rewardClaimedToast = 'Belohnung eingelöst!';
export const yourCode = ' Ihr Code: ';
export const couldNotClaim = 'Die Belohnung konnte nicht eingelöst werden';
export const claimFailed = 'Einlösen fehlgeschlagen';
export const claimFailedReason =
  'Beim Einlösen Ihrer Belohnung ist etwas schiefgegangen. Bitte versuchen Sie es erneut.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `${counted} von ${total} Eingeladenen haben eine Selbsteinschätzung ausgefüllt`;
export const progressLabel = 'Fortschritt zu Ihrem kostenlosen vollständigen Bericht';
export const didItStrong = 'Geschafft.';
export const didItRest =
  ' Drei Eingeladene haben eine Selbsteinschätzung ausgefüllt, ein kostenloser vollständiger Bericht gehört Ihnen.';
export const claiming = 'Wird eingelöst …';
export const claimButton = 'Kostenlosen Bericht einlösen';
export const alreadyClaimed =
  'Sie haben Ihre Belohnung bereits eingelöst. Danke, dass Sie Traitscope weiterempfehlen.';
export const whenFriends = ({ count }: { count: number }) =>
  `Wenn ${count} Personen, die Sie einladen, eine Selbsteinschätzung ausgefüllt haben, können Sie einen Code für einen kostenlosen vollständigen Bericht einlösen.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `Noch ${remaining} ${plural(remaining, { one: 'Person', other: 'Personen' }, 'de')}. Wenn sie eine Selbsteinschätzung ausgefüllt haben, können Sie einen Code für einen kostenlosen vollständigen Bericht einlösen.`;
export const rewardClaimedHeading = 'Belohnung eingelöst';
export const rewardClaimedText =
  'Mit Ihrem Code erhalten Sie einen vollständigen Bericht kostenlos. Er gilt einmal, für jede Selbsteinschätzung. Jede E-Mail-Adresse kann pro Monat einen Bericht erhalten, der mit einer Empfehlungsbelohnung bezahlt wurde; das Ergebnis schicken wir an die Adresse, die Sie angeben.';
export const useOnPayment = 'Auf der Zahlungsseite einlösen';
export const enterCodeHint = 'Geben Sie den Code im Feld „Rabattcode“ ein und drücken Sie „Einlösen“.';
export const takeFirst =
  'Füllen Sie zuerst eine Selbsteinschätzung aus und geben Sie diesen Code dann auf der Zahlungsseite im Feld „Rabattcode“ ein. ';
export const chooseAssessment = 'Selbsteinschätzung wählen';

export const statuses = {
  pending: { label: 'Offen', meaning: 'eingeladen, zählt noch nicht für Ihre Belohnung' },
  completed: { label: 'Ausgefüllt', meaning: 'die Person hat eine Selbsteinschätzung ausgefüllt' },
  expired: {
    label: 'Abgelaufen',
    meaning: ({ days }: { days: number }) => `nicht innerhalb von ${days} Tagen ausgefüllt`,
  },
};
export const statusNameEnd = ':';
export const noInvitations = 'Sie haben noch niemanden eingeladen. Ihre Einladungen erscheinen hier.';
export const invitedOn = 'Eingeladen am ';

export const friendEmail = 'E-Mail-Adresse der Person';
export const required = 'Pflichtfeld';
export const invalidEmail = 'Ungültige E-Mail-Adresse';
export const sending = 'Wird gesendet …';
export const sendInvitation = 'Einladung senden';
export const invited = 'Einladung gesendet!';
export const inviteFailed = 'Einladung fehlgeschlagen';
export const inviteFailedReason =
  'Die Einladung konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.';
export const addressUseBefore =
  'Wir verwenden die Adresse nur, um dieser Person diese eine Einladung zu schicken. Wir senden keine Erinnerungen, nutzen sie nie für Werbung und geben sie nie weiter. Mehr dazu in unserer ';
export const addressUseLink = 'Datenschutzerklärung';
export const addressUseAfter = '.';

export const copy = 'Kopieren';
export const referralCode = 'Empfehlungscode';
export const rewardCode = 'Belohnungscode';
export const copied = ({ what }: { what: string }) => `Kopiert: Ihr ${what} ist in Ihrer Zwischenablage.`;
export const copyFailed =
  'Der Code konnte nicht kopiert werden. Bitte markieren Sie ihn und kopieren Sie ihn von Hand.';
