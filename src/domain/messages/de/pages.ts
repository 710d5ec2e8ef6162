/** What each page says of itself in its head, in German (see ../en/pages.ts). */
export const siteDescription =
  'Ruhige, forschungsbasierte Selbsteinschätzungen zu Merkmalen von Autismus, ADHS, sensorischer Verarbeitung, Dyspraxie und Legasthenie für Erwachsene. Kostenlose erste Einblicke in wenigen Minuten; keine Diagnose.';
export const homeTitle = 'Selbsteinschätzungen neurodivergenter Merkmale für Erwachsene';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) =>
  `${description} ${count} Fragen, ${duration}. Eine kostenlose, nicht diagnostische Selbsteinschätzung für Erwachsene.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name}: Frage ${number} von ${total}`;
export const resultsTitle = 'Ihre Ergebnisse';
export const sharedResultsTitle = 'Geteilte Ergebnisse';
export const privacyPolicyTitle = 'Datenschutzerklärung';
export const privacyPolicyDescription =
  'Was Traitscope über Sie speichert, warum und wie lange, und wie Sie es einsehen, berichtigen oder löschen können. Ihre Antworten werden nie verkauft.';
export const termsTitle = 'Nutzungsbedingungen';
export const termsDescription =
  'Die Bedingungen für die Nutzung von Traitscope: nicht diagnostische Selbsteinschätzungen, der vollständige Bericht, Zahlungen und Erstattungen.';
export const paymentTitle = 'Ihren ausführlichen Bericht erhalten';
export const testCheckoutTitle = 'Test-Bezahlung';
export const paymentSuccessTitle = 'Zahlung';
export const orderTitle = 'Ihre Bestellung';
export const referralTitle = 'Freunde einladen';
export const referralDescription =
  'Laden Sie Freunde zu einer kostenlosen Selbsteinschätzung bei Traitscope ein. Wenn drei eine abgeschlossen haben, ist Ihr nächster vollständiger Bericht kostenlos.';
export const doNotInviteTitle = 'Keine weiteren Einladungen';
export const yourDataTitle = 'Ihre Daten';
export const yourDataDescription =
  'Sehen, berichtigen oder löschen Sie, was Traitscope über Sie speichert: Fordern Sie einen einmaligen Link an die Adresse an, die Sie uns gegeben haben.';
export const notFoundTitle = 'Seite nicht gefunden';
export const notFoundDescription = 'Leider konnten wir die gesuchte Seite nicht finden.';
